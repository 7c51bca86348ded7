import { randomBytes } from 'node:crypto';
import {
  CAMPAIGN_MESSAGES,
  OFFLINE_CLOCK_SKEW_MS,
  OFFLINE_MESSAGES,
  PLAY_MESSAGES,
  type TOfflineInterviewBody,
  type TOfflineInterviewResult,
  type TResponseStatus,
} from '@pesquisemais/shared';
import type { Db } from '../../core/db/connection';
import type { EventBus } from '../../core/events/events';
import { AppError } from '../../lib/app-error';
import { assertValidAnswers } from '../../lib/survey/answer-validator';
import { type CompiledSurvey, compiledVersion, conditionHolds } from '../../lib/survey/compiled-survey';
import { earlyEnding } from '../../lib/survey/early-ending';
import { type CampaignRow, findCampaign } from '../campaigns';
import { hashToken } from '../respondents';
import { createPlayerResponses, isQuotaFull, type ResponseRow } from '../responses';
import { campaignTargets } from '../targets';
import { isUniqueViolation } from './own-response';
import type { PlayIdentity } from './player-identity';
import { createPlayRepository } from './survey-player.repository';

const result = (row: Pick<ResponseRow, 'id' | 'status'>): TOfflineInterviewResult => ({
  responseId: row.id,
  status: row.status,
  message: PLAY_MESSAGES[row.status],
});

/** The device's times within sane bounds: not ahead of the server's clock, inside the campaign's window. */
export function assertOfflineTimes(
  campaign: Pick<CampaignRow, 'opens_at' | 'closes_at' | 'created_at'>,
  times: { startedAt: string; endedAt: string },
  now = new Date(),
): void {
  const started = new Date(times.startedAt).getTime();
  const ended = new Date(times.endedAt).getTime();
  if (ended > now.getTime() + OFFLINE_CLOCK_SKEW_MS)
    throw new AppError('UNPROCESSABLE', OFFLINE_MESSAGES.inFuture);
  if (ended < started) throw new AppError('UNPROCESSABLE', OFFLINE_MESSAGES.endBeforeStart);
  const opened = new Date(campaign.opens_at ?? campaign.created_at).getTime();
  if (started < opened) throw new AppError('UNPROCESSABLE', OFFLINE_MESSAGES.beforeOpen);
  if (campaign.closes_at && ended > new Date(campaign.closes_at).getTime())
    throw new AppError('UNPROCESSABLE', OFFLINE_MESSAGES.afterClose);
}

/**
 * Interviews completed off-line, received when the device is back online: created and ended in one call,
 * against the version they were answered on, with the device's start and end. The idempotency key makes a
 * retry (a sync killed half-way) return the first result, never a second response.
 */
export function createOfflineInterviews(db: Db, events: EventBus) {
  const responses = createPlayerResponses(db);
  const play = createPlayRepository(db);

  async function end(row: ResponseRow, survey: CompiledSurvey, body: TOfflineInterviewBody) {
    const { answers, idempotencyKey: key } = body;
    const screenedOut = earlyEnding(survey, answers) === 'screened_out';
    const targets = screenedOut ? [] : await campaignTargets(db, row.campaign_id);
    const targetIds = targets.filter((t) => conditionHolds(t.condition, answers)).map((t) => t.id);
    let status: TResponseStatus = screenedOut ? 'screened_out' : 'complete';
    try {
      await responses.finish(row.id, { status, answers, idempotencyKey: key, targetIds });
    } catch (error) {
      if (!isQuotaFull(error)) throw error;
      // A target filled while the device was off-line: the interview is kept, ended as over quota.
      status = 'over_quota';
      await responses.finish(row.id, { status, answers, idempotencyKey: key, targetIds: [] });
    }
    await responses.stampOfflineEnd(row.id, body.endedAt);
    const ended = (await responses.findById(row.id)) ?? row;
    void events.publish('response.changed', {
      campaignId: row.campaign_id,
      responseId: row.id,
      kind: 'ended',
    });
    return result(ended);
  }

  /** The response a first sync of this key created: its result, or its end if that sync died before it. */
  async function replay(
    twin: ResponseRow,
    identity: { user: { id: string } },
    survey: () => Promise<CompiledSurvey>,
    body: TOfflineInterviewBody,
  ) {
    if (!twin.is_interview || twin.interviewer_id !== identity.user.id)
      throw new AppError('CONFLICT', OFFLINE_MESSAGES.otherInterviewer);
    return twin.status === 'partial' ? end(twin, await survey(), body) : result(twin);
  }

  return {
    async record(
      identity: PlayIdentity,
      campaignId: string,
      body: TOfflineInterviewBody,
    ): Promise<TOfflineInterviewResult> {
      if (identity.kind !== 'user' || !identity.canInterview) throw new AppError('FORBIDDEN');
      const campaign = await findCampaign(db, campaignId);
      if (!campaign) throw new AppError('NOT_FOUND', CAMPAIGN_MESSAGES.notFound);
      const version = await play.versionOfSurvey(body.versionId, campaign.survey_id);
      if (!version) throw new AppError('UNPROCESSABLE', OFFLINE_MESSAGES.otherVersion);
      const survey = async () => compiledVersion(version.id, version.schema);
      const twin = await responses.findByIdempotencyKey(campaignId, body.idempotencyKey);
      if (twin) return replay(twin, identity, survey, body);
      if (campaign.mode === 'web') throw new AppError('CONFLICT', PLAY_MESSAGES.interviewNotAllowed);
      if (campaign.status === 'draft') throw new AppError('CONFLICT', CAMPAIGN_MESSAGES.draft);
      if (campaign.status === 'closed') throw new AppError('CONFLICT', CAMPAIGN_MESSAGES.closed);
      assertOfflineTimes(campaign, body);
      const compiled = await survey();
      assertValidAnswers(compiled, body.answers, earlyEnding(compiled, body.answers) === null);
      let row: ResponseRow;
      try {
        row = await responses.insertOffline({
          campaignId,
          versionId: version.id,
          respondentId: null,
          invitationId: null,
          userId: null,
          interviewerId: identity.user.id,
          isInterview: true,
          respondentName: body.respondentName ?? null,
          resumeTokenHash: hashToken(randomBytes(32).toString('base64url')),
          idempotencyKey: body.idempotencyKey,
          startedAt: body.startedAt,
          location: body.location ?? null,
        });
      } catch (error) {
        // The same key sent twice at once: the first insert won, this one replays it.
        const winner = isUniqueViolation(error)
          ? await responses.findByIdempotencyKey(campaignId, body.idempotencyKey)
          : null;
        if (!winner) throw error;
        return replay(winner, identity, survey, body);
      }
      return end(row, compiled, body);
    },
  };
}
