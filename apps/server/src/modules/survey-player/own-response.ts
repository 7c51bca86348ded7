import { CAMPAIGN_MESSAGES } from '@pesquisemais/shared';
import type { Db } from '../../core/db/connection';
import { AppError } from '../../lib/app-error';
import type { CampaignRow } from '../campaigns';
import { hashToken } from '../respondents';
import { createPlayerResponses, type NewResponse, type ResponseOwner, type ResponseRow } from '../responses';
import type { PlayIdentity } from './player-identity';
import { createPlayRepository } from './survey-player.repository';

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

export function ownerOf(identity: PlayIdentity, isInterview: boolean): ResponseOwner {
  if (identity.kind === 'invitation') return { invitationId: identity.scope.invitationId };
  return isInterview ? { interviewerId: identity.user.id } : { userId: identity.user.id };
}

function isOwnedBy(response: ResponseRow, owner: ResponseOwner): boolean {
  if ('userId' in owner) return response.user_id === owner.userId;
  if ('invitationId' in owner) return response.invitation_id === owner.invitationId;
  return response.interviewer_id === owner.interviewerId;
}

/**
 * Whose response is whose, and who may answer a campaign:
 * - an invitation has at most one response, ever (unique index): its link resumes it or shows its end;
 * - a signed-in user answers once when the campaign says so (unique index on once_user_id), else each
 *   browser resumes the response it holds the resume token of;
 * - a signed-in 'user' answers only campaigns opened to the public panel or they were invited to (an invitation
 *   to a respondent with their e-mail). Registration checks no e-mail, so an account never takes the
 *   invitation's place: only the e-mailed link does.
 */
export function createOwnResponses(db: Db) {
  const responses = createPlayerResponses(db);
  const play = createPlayRepository(db);

  /** 404 when the campaign is neither open to the panel nor was the restricted user invited to it. */
  async function assertOffered(identity: PlayIdentity, row: CampaignRow): Promise<void> {
    if (identity.kind !== 'user' || identity.seesAllCampaigns || row.is_open_to_panel) return;
    if (!(await play.isInvited(row.id, identity.user.email))) {
      throw new AppError('NOT_FOUND', CAMPAIGN_MESSAGES.notFound);
    }
  }

  /** The caller's response: the one its browser holds the token of, else its invitation's, else its own. */
  async function find(
    identity: PlayIdentity,
    row: CampaignRow,
    isInterview: boolean,
    resumeToken: string | undefined,
  ): Promise<ResponseRow | null> {
    const owner = ownerOf(identity, isInterview);
    if (resumeToken) {
      // Only among the caller's own responses: a browser shared by two accounts shows each only theirs.
      const held = await responses.findByResumeToken(row.id, hashToken(resumeToken));
      if (held && held.is_interview === isInterview && isOwnedBy(held, owner)) return held;
    }
    const takesOnce = identity.kind === 'invitation' || (!isInterview && row.one_response_per_user);
    return takesOnce
      ? responses.findOwn(row.id, owner, isInterview)
      : responses.findPartial(row.id, owner, isInterview);
  }

  /** Inserts; when a unique index says the place is taken (a concurrent start), returns the one that took it. */
  async function insert(
    identity: PlayIdentity,
    row: CampaignRow,
    response: NewResponse,
  ): Promise<{ row: ResponseRow; isNew: boolean }> {
    try {
      return { row: await responses.insert(response), isNew: true };
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      const winner = await find(identity, row, response.isInterview, undefined);
      if (!winner) throw error;
      return { row: winner, isNew: false };
    }
  }

  return { assertOffered, find, insert };
}
