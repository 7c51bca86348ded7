import { AREA_ACCESS, can, hasAccess, PLAY_MESSAGES, RESUME_TOKEN_HEADER } from '@pesquisemais/shared';
import type { FastifyRequest } from 'fastify';
import type { Principal } from '../../core/auth/principal';
import type { TokenScope } from '../../core/auth/tokens';
import { AppError } from '../../lib/app-error';
import { hashToken } from '../respondents';
import type { ResponseRow } from '../responses';

/** Who is playing: an invited respondent (scoped token) or a signed-in user of the player's roles. */
export type PlayIdentity =
  | { kind: 'invitation'; scope: TokenScope }
  | {
      kind: 'user';
      user: Principal;
      canRespond: boolean;
      canInterview: boolean;
      /** Collection roles see every campaign; others only those opened to the panel or they were invited to. */
      seesAllCampaigns: boolean;
    };

export function playIdentity(request: FastifyRequest): PlayIdentity {
  if (request.playScope) return { kind: 'invitation', scope: request.playScope };
  const user = request.user;
  if (!user) throw new AppError('UNAUTHENTICATED');
  if (!hasAccess(AREA_ACCESS.player, user.role)) throw new AppError('FORBIDDEN');
  return {
    kind: 'user',
    user,
    canRespond: can(user, 'play:respond'),
    canInterview: can(user, 'play:interview'),
    seesAllCampaigns: can(user, 'campaigns:manage'),
  };
}

/** The resume token a browser sends (header x-resume-token), if any. */
export function resumeTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers[RESUME_TOKEN_HEADER];
  return typeof header === 'string' && header.length > 0 && header.length <= 200 ? header : undefined;
}

/** An invitation session is good for its own campaign only. */
export function assertCampaignAllowed(identity: PlayIdentity, campaignId: string): void {
  if (identity.kind === 'invitation' && identity.scope.campaignId !== campaignId) {
    throw new AppError('FORBIDDEN', PLAY_MESSAGES.invitationOtherCampaign);
  }
}

/**
 * Who asks to save, submit or touch the files of a response: the principal (null for a guest), the invitation
 * scope of its token (null for a normal session) and the resume token its browser sent.
 */
export type ResponseCaller = {
  principal: Principal | null;
  scope: TokenScope | null;
  resumeToken: string | undefined;
};

export function responseCallerOf(request: FastifyRequest): ResponseCaller {
  return { principal: request.user, scope: request.playScope, resumeToken: resumeTokenOf(request) };
}

/**
 * The owner of a response may save and submit it: its user, its invitation, its interviewer, or anyone
 * holding its resume token (header x-resume-token).
 */
export function assertOwner(
  caller: ResponseCaller,
  response: Pick<
    ResponseRow,
    'resume_token_hash' | 'invitation_id' | 'is_interview' | 'interviewer_id' | 'user_id'
  >,
): void {
  const { principal, scope, resumeToken } = caller;
  if (resumeToken && hashToken(resumeToken) === response.resume_token_hash) return;
  if (scope) {
    if (scope.invitationId === response.invitation_id) return;
    throw new AppError('FORBIDDEN', PLAY_MESSAGES.notYours);
  }
  if (!principal) throw new AppError('UNAUTHENTICATED');
  const isMine = response.is_interview
    ? response.interviewer_id === principal.id
    : response.user_id === principal.id;
  if (!isMine) throw new AppError('FORBIDDEN', PLAY_MESSAGES.notYours);
}
