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
import type { TokenService } from '../../core/auth/tokens';
import type { Db } from '../../core/db/connection';
import type { EventBus } from '../../core/events/events';
import { AppError } from '../../lib/app-error';
import { type CampaignRow, campaignLatestVersion, campaignState, findCampaign } from '../campaigns';
import { logResponseChange } from '../dashboards';
import { advanceInvitation, findInvitationByToken, hashToken, isInvitationLive } from '../respondents';
import { createPlayerResponses, type ResponseRow } from '../responses';
import { toSessionUser } from '../users';
import { createOwnResponses, ownerOf } from './own-response';
import { assertCampaignAllowed, type PlayIdentity } from './player-identity';
import { createPlayRepository } from './survey-player.repository';

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

export function createPlayService(db: Db, tokens: TokenService, events: EventBus) {
  const responses = createPlayerResponses(db);
  const play = createPlayRepository(db);
  const own = createOwnResponses(db);

  /** The browser that resumed with its own token keeps it; any other resume gets a fresh one. */
  async function keepOrRotate(response: ResponseRow, resumeToken: string | undefined): Promise<string> {
    if (resumeToken && hashToken(resumeToken) === response.resume_token_hash) return resumeToken;
    const fresh = randomBytes(32).toString('base64url');
    await responses.setResumeToken(response.id, hashToken(fresh));
    return fresh;
  }

  async function campaignFor(identity: PlayIdentity, campaignId: string): Promise<CampaignRow> {
    assertCampaignAllowed(identity, campaignId);
    const row = await findCampaign(db, campaignId);
    if (!row) throw new AppError('NOT_FOUND', CAMPAIGN_MESSAGES.notFound);
    return row;
  }

  return {
    /** Trades an invitation token for a session of role user valid on this campaign's player only. */
    async exchange(token: string): Promise<TExchangeTokenResult> {
      const invitation = await findInvitationByToken(db, token);
      if (!invitation || invitation.respondent_opted_out) {
        throw new AppError('UNAUTHENTICATED', RESPONDENT_MESSAGES.invalidInvitation);
      }
      // Invitation links expire with their campaign (closed, or past its close date).
      if (!(await isInvitationLive(db, invitation.id, invitation.campaign_id))) {
        throw new AppError('UNAUTHENTICATED', RESPONDENT_MESSAGES.invitationExpired);
      }
      await advanceInvitation(db, invitation.id, 'opened');
      const scope = {
        campaignId: invitation.campaign_id,
        invitationId: invitation.id,
        respondentId: invitation.respondent_id,
        respondentName: invitation.respondent_name,
      };
      const session = toSessionUser({
        id: invitation.respondent_id,
        email: invitation.respondent_email,
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
      const restrictedTo =
        identity.kind === 'user' && !identity.seesAllCampaigns
          ? { email: identity.user.email, interviewModes: canInterview ? INTERVIEW_MODES : [] }
          : null;
      const [{ rows, total }, partials] = await Promise.all([
        play.listOpen({ modes, onlyCampaignId: only, restrictedTo }, limit, offset),
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
        canRespond: canRespond && WEB_MODES.includes(row.mode) && row.is_offered,
        hasPartial: partials.has(row.campaign_id),
      }));
      return { items, total };
    },

    /** What the player needs: the campaign's state, the version to answer, and the caller's response. */
    async campaign(identity: PlayIdentity, campaignId: string, resumeToken?: string): Promise<TPlayCampaign> {
      const row = await campaignFor(identity, campaignId);
      await own.assertOffered(identity, row);
      const state = campaignState(row);
      // An interviewer keeps the choice to interview: only a partial of theirs is resumed here.
      const mine = await own.find(identity, row, false, resumeToken);
      const web =
        identity.kind === 'user' && identity.canInterview && mine?.status !== 'partial' ? null : mine;
      const response =
        web ??
        (identity.kind === 'user'
          ? await responses.findPartial(campaignId, ownerOf(identity, true), true)
          : null);
      const version = response
        ? await play.versionById(response.survey_version_id)
        : await campaignLatestVersion(db, campaignId);
      if (!version) throw new AppError('NOT_FOUND', CAMPAIGN_MESSAGES.needsPublished);
      return {
        campaign: {
          id: row.id,
          name: row.name,
          surveyId: row.survey_id,
          mode: row.mode,
          isOpen: state.isOpen,
          statusMessage: state.message,
          // An invitation's link is one response whatever the campaign allows signed-in users.
          oneResponsePerUser: row.one_response_per_user || identity.kind === 'invitation',
        },
        version: { id: version.id, version: version.version, schema: version.schema as TSurveySchema },
        response: response ? toPlayResponse(response) : null,
      };
    },

    /**
     * Starts (or resumes) the caller's response; a finished one comes back as it is (the player shows its
     * end page). A resumed partial gets a fresh resume token, unless the browser resumed it with its own.
     */
    async start(
      identity: PlayIdentity,
      campaignId: string,
      body: TStartResponseBody,
      resumeToken?: string,
    ): Promise<TStartedResponse> {
      const row = await campaignFor(identity, campaignId);
      const isInterview = body.asInterview === true;
      if (!isInterview) await own.assertOffered(identity, row);
      const existing = await own.find(identity, row, isInterview, resumeToken);
      if (existing && existing.status !== 'partial') return { ...toPlayResponse(existing), resumeToken: '' };
      const state = campaignState(row);
      if (!state.isOpen) throw new AppError('CONFLICT', state.message);
      if (isInterview) {
        if (identity.kind !== 'user' || !identity.canInterview) throw new AppError('FORBIDDEN');
        if (!INTERVIEW_MODES.includes(row.mode))
          throw new AppError('CONFLICT', PLAY_MESSAGES.interviewNotAllowed);
      } else {
        if (identity.kind === 'user' && !identity.canRespond) throw new AppError('FORBIDDEN');
        if (!WEB_MODES.includes(row.mode)) throw new AppError('CONFLICT', PLAY_MESSAGES.webNotAllowed);
      }
      if (existing)
        return { ...toPlayResponse(existing), resumeToken: await keepOrRotate(existing, resumeToken) };
      const version = await campaignLatestVersion(db, campaignId);
      if (!version) throw new AppError('CONFLICT', CAMPAIGN_MESSAGES.needsPublished);
      const scope = identity.kind === 'invitation' ? identity.scope : null;
      const user = identity.kind === 'user' ? identity.user : null;
      const token = randomBytes(32).toString('base64url');
      const created = await own.insert(identity, row, {
        campaignId,
        versionId: version.id,
        respondentId: scope?.respondentId ?? null,
        invitationId: scope?.invitationId ?? null,
        userId: user && !isInterview ? user.id : null,
        interviewerId: user && isInterview ? user.id : null,
        isInterview,
        respondentName: isInterview ? (body.respondentName ?? null) : null,
        resumeTokenHash: hashToken(token),
        onceUserId: user && !isInterview && row.one_response_per_user ? user.id : null,
      });
      if (!created.isNew) {
        if (created.row.status !== 'partial') return { ...toPlayResponse(created.row), resumeToken: '' };
        return { ...toPlayResponse(created.row), resumeToken: await keepOrRotate(created.row, undefined) };
      }
      if (scope) await advanceInvitation(db, scope.invitationId, 'started');
      // A new response is a start on the dashboards.
      await logResponseChange(db, created.row.id);
      void events.publish('response.changed', { campaignId, responseId: created.row.id, kind: 'started' });
      return { ...toPlayResponse(created.row), resumeToken: token };
    },
  };
}
