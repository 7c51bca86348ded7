import {
  CAMPAIGN_MESSAGES,
  PLAY_MESSAGES,
  type TPlayResult,
  type TResponseStatus,
} from '@pesquisemais/shared';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/connection';
import { AppError } from '../../lib/app-error';
import { assertValidAnswers } from '../../lib/survey/answer-validator';
import { type CompiledSurvey, compiledVersion, conditionHolds } from '../../lib/survey/compiled-survey';
import { createCampaignsRepository } from '../campaigns/campaigns.repository';
import { campaignState } from '../campaigns/campaigns.service';
import { publishResponse, trackResponse } from '../dashboards/track';
import { createRespondentsRepository } from '../respondents/respondents.repository';
import { createResponsesRepository, type ResponseRow } from '../responses/responses.repository';
import { createTargetsRepository, type TargetRow } from '../targets/targets.repository';
import { createPlayRepository } from './play.repository';
import { assertOwner } from './play-identity';

const result = (status: TResponseStatus): TPlayResult => ({ status, message: PLAY_MESSAGES[status] });

export function isScreenedOut(survey: CompiledSurvey, answers: Record<string, unknown>): boolean {
  return survey.screenOut.some((expression) => conditionHolds(expression, answers));
}

/** Saving pages and submitting: validation against the frozen version, screen-out and quotas. */
export function createSubmitService(db: Db) {
  const responses = createResponsesRepository(db);
  const campaigns = createCampaignsRepository(db);
  const targets = createTargetsRepository(db);
  const respondents = createRespondentsRepository(db);
  const play = createPlayRepository(db);

  async function load(request: FastifyRequest, id: string) {
    const response = await responses.findById(id);
    if (!response) throw new AppError('NOT_FOUND', 'Resposta não encontrada.');
    assertOwner(request, response);
    return response;
  }

  async function surveyOf(response: ResponseRow): Promise<CompiledSurvey> {
    const version = await play.versionById(response.survey_version_id);
    if (!version) throw new AppError('NOT_FOUND', 'Versão não encontrada.');
    return compiledVersion(version.id, version.schema);
  }

  async function assertOpen(campaignId: string) {
    const campaign = await campaigns.findById(campaignId);
    if (!campaign) throw new AppError('NOT_FOUND', CAMPAIGN_MESSAGES.notFound);
    const state = campaignState(campaign);
    if (!state.isOpen) throw new AppError('CONFLICT', state.message);
  }

  const matching = (all: TargetRow[], answers: Record<string, unknown>) =>
    all.filter((target) => conditionHolds(target.condition, answers));

  /** Ends a response early (screen-out or full quota) without counting it anywhere. */
  async function endEarly(response: ResponseRow, status: TResponseStatus, answers: Record<string, unknown>) {
    await db.transaction(async (tx) => {
      await responses.finish(response.id, { status, answers, idempotencyKey: null, targetIds: [] }, tx);
      if (response.invitation_id)
        await respondents.advanceInvitation(response.invitation_id, 'completed', tx);
      await trackResponse(db, tx, response.id); // dashboards (issue 5)
    });
    publishResponse(db, response.id); // dashboards (issue 5)
    return result(status);
  }

  return {
    async savePartial(
      request: FastifyRequest,
      id: string,
      answers: Record<string, unknown>,
      currentPage: number,
    ) {
      const response = await load(request, id);
      if (response.status !== 'partial') throw new AppError('CONFLICT', PLAY_MESSAGES.alreadyFinished);
      await assertOpen(response.campaign_id);
      const survey = await surveyOf(response);
      assertValidAnswers(survey, answers, false);
      if (isScreenedOut(survey, answers)) return endEarly(response, 'screened_out', answers);
      const full = matching(await targets.listByCampaigns([response.campaign_id]), answers).filter(
        (target) => target.completes >= target.goal,
      );
      if (full.length > 0) return endEarly(response, 'over_quota', answers);
      await responses.savePartial(id, answers, currentPage);
      await trackResponse(db, null, id); // dashboards (issue 5): drop-off page
      return result('partial');
    },

    /**
     * Idempotent submit: the same key returns the first result. Quotas are counted in one transaction
     * that locks the matching targets (ordered by id), so a count never passes its goal.
     */
    async complete(request: FastifyRequest, id: string, answers: Record<string, unknown>, key: string) {
      const response = await load(request, id);
      if (response.status !== 'partial') {
        if (response.idempotency_key === key) return result(response.status);
        throw new AppError('CONFLICT', PLAY_MESSAGES.alreadyFinished);
      }
      const twin = await responses.findByIdempotencyKey(response.campaign_id, key);
      if (twin) return result(twin.status);
      await assertOpen(response.campaign_id);
      const survey = await surveyOf(response);
      // A screened-out respondent ends early: the questions after the screen-out are not required.
      const screenedOut = isScreenedOut(survey, answers);
      assertValidAnswers(survey, answers, !screenedOut);
      const candidates = screenedOut
        ? []
        : matching(await targets.listByCampaigns([response.campaign_id]), answers);
      const status = await db.transaction(async (tx) => {
        const current = await responses.findById(id, tx, true);
        if (current?.status !== 'partial') {
          if (current && current.idempotency_key === key) return current.status;
          throw new AppError('CONFLICT', PLAY_MESSAGES.alreadyFinished);
        }
        let final: TResponseStatus = screenedOut ? 'screened_out' : 'complete';
        let counted: string[] = [];
        if (!screenedOut) {
          const locked = await targets.lockForCounting(
            candidates.map((target) => target.id),
            tx,
          );
          if (locked.some((target) => target.completes >= target.goal)) final = 'over_quota';
          else {
            counted = locked.map((target) => target.id);
            await targets.addCompletes(counted, 1, tx);
          }
        }
        await responses.finish(id, { status: final, answers, idempotencyKey: key, targetIds: counted }, tx);
        if (current.invitation_id)
          await respondents.advanceInvitation(current.invitation_id, 'completed', tx);
        await trackResponse(db, tx, id); // dashboards (issue 5)
        return final;
      });
      publishResponse(db, id); // dashboards (issue 5)
      return result(status);
    },
  };
}
