import { randomBytes } from 'node:crypto';
import {
  CAMPAIGN_MESSAGES,
  PLAY_MESSAGES,
  RESPONDENT_MESSAGES,
  type TCampaignMode,
  type TExchangeTokenResult,
  type TPlayCampaign,
  type TPlayResponse,
  type TPlaySurveyItem,
  type TStartedResponse,
  type TStartResponseBody,
  type TSurveySchema,
} from '@pesquisemais/shared';
import type { Db } from '../../db/connection';
import { AppError } from '../../lib/app-error';
import type { TokenService } from '../../lib/tokens';
import { type CampaignRow, createCampaignsRepository } from '../campaigns/campaigns.repository';
import { campaignState } from '../campaigns/campaigns.service';
import { trackResponse } from '../dashboards/track';
import { isInvitationLive } from '../respondents/invitation-session.repository';
import { hashToken } from '../respondents/invitations.service';
import { createRespondentsRepository } from '../respondents/respondents.repository';
import {
  createResponsesRepository,
  type ResponseOwner,
  type ResponseRow,
} from '../responses/responses.repository';
import { toSessionUser } from '../users/users.repository';
import { createPlayRepository } from './play.repository';
import { assertCampaignAllowed, type PlayIdentity } from './play-identity';

const WEB_MODES: TCampaignMode[] = ['web', 'both'];
const INTERVIEW_MODES: TCampaignMode[] = ['interview', 'both'];

export function toPlayResponse(row: ResponseRow): TPlayResponse {
  return {
    id: row.id,
    answers: row.answers,
    currentPage: row.current_page,
    status: row.status,
    isInterview: row.is_interview,
  };
}

function ownerOf(identity: PlayIdentity, isInterview: boolean): ResponseOwner {
  if (identity.kind === 'invitation') return { invitationId: identity.scope.invitationId };
  return isInterview ? { interviewerId: identity.user.id } : { userId: identity.user.id };
}

export function createPlayService(db: Db, tokens: TokenService) {
  const campaigns = createCampaignsRepository(db);
  const responses = createResponsesRepository(db);
  const respondents = createRespondentsRepository(db);
  const play = createPlayRepository(db);

  async function campaignFor(identity: PlayIdentity, campaignId: string): Promise<CampaignRow> {
    assertCampaignAllowed(identity, campaignId);
    const row = await campaigns.findById(campaignId);
    if (!row) throw new AppError('NOT_FOUND', CAMPAIGN_MESSAGES.notFound);
    return row;
  }

  return {
    /** Trades an invitation token for a session of role user valid on this campaign's player only. */
    async exchange(token: string): Promise<TExchangeTokenResult> {
      const invitation = await respondents.findInvitationByHash(hashToken(token));
      if (!invitation || invitation.respondent_opted_out) {
        throw new AppError('UNAUTHENTICATED', RESPONDENT_MESSAGES.invalidInvitation);
      }
      // Invitation links expire with their campaign (closed, or past its close date).
      if (!(await isInvitationLive(db, invitation.id, invitation.campaign_id))) {
        throw new AppError('UNAUTHENTICATED', RESPONDENT_MESSAGES.invitationExpired);
      }
      await respondents.advanceInvitation(invitation.id, 'opened');
      const scope = {
        campaignId: invitation.campaign_id,
        invitationId: invitation.id,
        respondentId: invitation.respondent_id,
        respondentName: invitation.respondent_name,
      };
      const session = toSessionUser({
        id: invitation.respondent_id,
        email: invitation.respondent_email,
        password_hash: '',
        display_name: invitation.respondent_name,
        photo_url: '',
        role: 'user',
        settings: {},
        shortcuts: [],
        usermenu: [],
        created_at: new Date(),
      });
      return {
        access_token: await tokens.signScoped(scope),
        user: session,
        campaignId: invitation.campaign_id,
        surveyId: invitation.survey_id,
      };
    },

    async listSurveys(identity: PlayIdentity, limit: number, offset: number) {
      const canRespond = identity.kind === 'invitation' || identity.canRespond;
      const canInterview = identity.kind === 'user' && identity.canInterview;
      const modes = [
        ...new Set([...(canRespond ? WEB_MODES : []), ...(canInterview ? INTERVIEW_MODES : [])]),
      ];
      const only = identity.kind === 'invitation' ? identity.scope.campaignId : null;
      const ownerId = identity.kind === 'invitation' ? identity.scope.invitationId : identity.user.id;
      const [{ rows, total }, partials] = await Promise.all([
        play.listOpen(modes, only, limit, offset),
        play.campaignsWithPartial(ownerId),
      ]);
      const items: TPlaySurveyItem[] = rows.map((row) => ({
        campaignId: row.campaign_id,
        campaignName: row.campaign_name,
        surveyId: row.survey_id,
        surveyTitle: row.survey_title,
        mode: row.mode,
        closesAt: row.closes_at === null ? null : new Date(row.closes_at).toISOString(),
        canInterview: canInterview && INTERVIEW_MODES.includes(row.mode),
        canRespond: canRespond && WEB_MODES.includes(row.mode),
        hasPartial: partials.has(row.campaign_id),
      }));
      return { items, total };
    },

    /** What the player needs: the campaign's state, the version to answer, and the caller's partial. */
    async campaign(identity: PlayIdentity, campaignId: string): Promise<TPlayCampaign> {
      const row = await campaignFor(identity, campaignId);
      const state = campaignState(row);
      const partial =
        (await responses.findPartial(campaignId, ownerOf(identity, false), false)) ??
        (identity.kind === 'user'
          ? await responses.findPartial(campaignId, ownerOf(identity, true), true)
          : null);
      const version = partial
        ? await play.versionById(partial.survey_version_id)
        : await campaigns.latestVersion(campaignId);
      if (!version) throw new AppError('NOT_FOUND', CAMPAIGN_MESSAGES.needsPublished);
      return {
        campaign: {
          id: row.id,
          name: row.name,
          surveyId: row.survey_id,
          mode: row.mode,
          isOpen: state.isOpen,
          statusMessage: state.message,
        },
        version: { id: version.id, version: version.version, schema: version.schema as TSurveySchema },
        response: partial ? toPlayResponse(partial) : null,
      };
    },

    /** Starts (or resumes) the caller's response; a fresh resume token is issued every time. */
    async start(
      identity: PlayIdentity,
      campaignId: string,
      body: TStartResponseBody,
    ): Promise<TStartedResponse> {
      const row = await campaignFor(identity, campaignId);
      const state = campaignState(row);
      if (!state.isOpen) throw new AppError('CONFLICT', state.message);
      const isInterview = body.asInterview === true;
      if (isInterview) {
        if (identity.kind !== 'user' || !identity.canInterview) throw new AppError('FORBIDDEN');
        if (!INTERVIEW_MODES.includes(row.mode))
          throw new AppError('CONFLICT', PLAY_MESSAGES.interviewNotAllowed);
      } else {
        if (identity.kind === 'user' && !identity.canRespond) throw new AppError('FORBIDDEN');
        if (!WEB_MODES.includes(row.mode)) throw new AppError('CONFLICT', PLAY_MESSAGES.webNotAllowed);
      }
      const resumeToken = randomBytes(32).toString('base64url');
      const owner = ownerOf(identity, isInterview);
      const existing = await responses.findPartial(campaignId, owner, isInterview);
      if (existing) {
        await responses.setResumeToken(existing.id, hashToken(resumeToken));
        return { ...toPlayResponse(existing), resumeToken };
      }
      const version = await campaigns.latestVersion(campaignId);
      if (!version) throw new AppError('CONFLICT', CAMPAIGN_MESSAGES.needsPublished);
      const scope = identity.kind === 'invitation' ? identity.scope : null;
      const created = await responses.insert({
        campaignId,
        versionId: version.id,
        respondentId: scope?.respondentId ?? null,
        invitationId: scope?.invitationId ?? null,
        userId: identity.kind === 'user' && !isInterview ? identity.user.id : null,
        interviewerId: identity.kind === 'user' && isInterview ? identity.user.id : null,
        isInterview,
        respondentName: isInterview ? (body.respondentName ?? null) : null,
        resumeTokenHash: hashToken(resumeToken),
      });
      if (scope) await respondents.advanceInvitation(scope.invitationId, 'started');
      await trackResponse(db, null, created.id); // dashboards (issue 5): starts
      return { ...toPlayResponse(created), resumeToken };
    },
  };
}
