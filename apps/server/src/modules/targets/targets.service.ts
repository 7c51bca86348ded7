import {
  CAMPAIGN_MESSAGES,
  conditionValueProblems,
  describeCondition,
  goalBelowCompletesMessage,
  type TCampaignTargets,
  type TConditionQuestion,
  type TTarget,
  type TTargetBody,
} from '@pesquisemais/shared';
import type { Db } from '../../core/db/connection';
import { AppError } from '../../lib/app-error';
import { cachedVersion, compiledVersion, isValidCondition } from '../../lib/survey/compiled-survey';
import { assertConditionValues } from '../../lib/survey/condition-check';
import type { CampaignRow } from '../campaigns/campaigns.repository';
import { createCampaignsRepository } from '../campaigns/campaigns.repository';
import { createTargetsRepository, type TargetRow, toTarget } from './targets.repository';

const INVALID_CONDITION =
  "Condição inválida. Use uma expressão do SurveyJS, por exemplo {especialidade} = 'cardiologia'.";

/** Targets with their conditions in words, checked against the questionnaire their campaign fields. */
export function createTargetsService(db: Db) {
  const targets = createTargetsRepository(db);
  const campaigns = createCampaignsRepository(db);

  /** The condition questions of each campaign's latest published version (compiled once per process). */
  async function questionsByCampaign(campaignIds: string[]): Promise<Map<string, TConditionQuestion[]>> {
    if (campaignIds.length === 0) return new Map();
    const latest = await targets.latestVersionIds(campaignIds);
    const missing = [...new Set(latest.map((row) => row.version_id).filter((id) => !cachedVersion(id)))];
    const schemas = new Map((await targets.versionSchemas(missing)).map((row) => [row.id, row.schema]));
    return new Map(
      latest.map((row) => {
        const compiled =
          cachedVersion(row.version_id) ?? compiledVersion(row.version_id, schemas.get(row.version_id));
        return [row.campaign_id, compiled.conditionQuestions];
      }),
    );
  }

  function described(row: TargetRow, questions: TConditionQuestion[], isManager: boolean): TTarget {
    const problem = conditionValueProblems(row.condition, questions)[0] ?? null;
    return toTarget(row, {
      conditionText: describeCondition(row.condition, questions),
      conditionProblem: isManager ? problem : null,
    });
  }

  async function describeOne(row: TargetRow): Promise<TTarget> {
    const questions = (await questionsByCampaign([row.campaign_id])).get(row.campaign_id) ?? [];
    return described(row, questions, true);
  }

  /** Refuses a condition SurveyJS cannot run or one comparing a question with a value it cannot take. */
  async function checkCondition(campaignId: string, condition: string | undefined) {
    if (condition === undefined) return;
    if (!isValidCondition(condition)) {
      throw new AppError('UNPROCESSABLE', INVALID_CONDITION, { condition: INVALID_CONDITION });
    }
    const questions = (await questionsByCampaign([campaignId])).get(campaignId) ?? [];
    assertConditionValues(condition, questions, 'condition');
  }

  return {
    questionsByCampaign,

    /** Campaigns with their targets; `conditionProblem` only for collection roles. */
    async overview(rows: CampaignRow[], isManager: boolean): Promise<TCampaignTargets[]> {
      const ids = rows.map((row) => row.id);
      const [all, questions] = await Promise.all([targets.listByCampaigns(ids), questionsByCampaign(ids)]);
      return rows.map((row) => ({
        campaign: { id: row.id, name: row.name, status: row.status, surveyTitle: row.survey_title },
        targets: all
          .filter((target) => target.campaign_id === row.id)
          .map((target) => described(target, questions.get(row.id) ?? [], isManager)),
      }));
    },

    async create(campaignId: string, body: TTargetBody & { condition: string }): Promise<TTarget> {
      if (!(await campaigns.findById(campaignId)))
        throw new AppError('NOT_FOUND', CAMPAIGN_MESSAGES.notFound);
      await checkCondition(campaignId, body.condition);
      return describeOne(await targets.insert(campaignId, body));
    },

    async update(campaignId: string, id: string, body: Partial<TTargetBody>): Promise<TTarget> {
      await checkCondition(campaignId, body.condition);
      const row = await targets.update(campaignId, id, body);
      if (row) return describeOne(row);
      // Not updated: either no such target, or its goal would fall below what it already counted.
      const current = await targets.findOne(campaignId, id);
      if (!current) throw new AppError('NOT_FOUND', 'Cota não encontrada.');
      const message = goalBelowCompletesMessage(current.completes);
      throw new AppError('UNPROCESSABLE', message, { goal: message });
    },

    async remove(campaignId: string, id: string): Promise<void> {
      if (!(await targets.remove(campaignId, id))) throw new AppError('NOT_FOUND', 'Cota não encontrada.');
    },
  };
}
