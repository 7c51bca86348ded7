import { randomUUID } from 'node:crypto';
import { RESUME_TOKEN_HEADER } from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import type { BuiltUser } from './factories';

/** A panel respondent invited to the campaign; returns the invitation's token (the e-mailed link's `t`). */
export async function inviteRespondent(
  app: FastifyInstance,
  staff: BuiltUser,
  campaignId: string,
  email: string,
): Promise<string> {
  const respondent = await app.inject({
    method: 'POST',
    url: '/api/respondents',
    headers: staff.auth,
    payload: { name: 'Dr. Convidado', email, consent: true },
  });
  if (respondent.statusCode !== 201) throw new Error(`respondent: ${respondent.body}`);
  const invited = await app.inject({
    method: 'POST',
    url: `/api/campaigns/${campaignId}/invitations`,
    headers: staff.auth,
    payload: { respondentIds: [respondent.json().id] },
  });
  if (invited.statusCode !== 201) throw new Error(`invite: ${invited.body}`);
  return invited.json()[0].token as string;
}

/** Opens the invitation link in a new browser: a fresh invitation session. */
export async function openInvitation(app: FastifyInstance, token: string): Promise<Record<string, string>> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/survey-player/invitations/exchange',
    payload: { token },
  });
  if (res.statusCode !== 200) throw new Error(`exchange: ${res.statusCode} ${res.body}`);
  return { authorization: `Bearer ${res.json().access_token}` };
}

export function withResumeToken(headers: Record<string, string>, token: string): Record<string, string> {
  return { ...headers, [RESUME_TOKEN_HEADER]: token };
}

export function postStart(app: FastifyInstance, headers: Record<string, string>, campaignId: string) {
  return app.inject({
    method: 'POST',
    url: `/api/survey-player/campaigns/${campaignId}/responses`,
    headers,
    payload: {},
  });
}

export function getPlayCampaign(app: FastifyInstance, headers: Record<string, string>, campaignId: string) {
  return app.inject({ method: 'GET', url: `/api/survey-player/campaigns/${campaignId}`, headers });
}

export function postComplete(
  app: FastifyInstance,
  headers: Record<string, string>,
  responseId: string,
  answers: Record<string, unknown>,
) {
  return app.inject({
    method: 'POST',
    url: `/api/survey-player/responses/${responseId}/complete`,
    headers,
    payload: { answers, idempotencyKey: randomUUID() },
  });
}
