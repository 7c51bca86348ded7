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
import type { Db, Queryable } from '../../core/db/connection';
import { AppError } from '../../lib/app-error';
import { cachedVersion, compiledVersion, isValidCondition } from '../../lib/survey/compiled-survey';
import { assertConditionValues } from '../../lib/survey/condition-check';
import { type CampaignRow, findCampaign } from '../campaigns';
import { createTargetsRepository, type TargetRow, toTarget } from './targets.repository';

export type { TargetRow } from './targets.repository';

/** A campaign's targets, read in the caller's transaction (a corrected response moves its counts). */
export function campaignTargets(tx: Queryable, campaignId: string): Promise<TargetRow[]> {
  return createTargetsRepository(tx).listByCampaigns([campaignId], tx);
}

/**
 * Locks targets (in id order, so concurrent writers never deadlock) before their counts change, and reads
 * the counts as committed by whoever held the lock before.
 */
export function lockTargetsForCounting(tx: Queryable, ids: string[]): Promise<TargetRow[]> {
  return createTargetsRepository(tx).lockForCounting(ids, tx);
}

/** Adds (or gives back) one complete to each target, never below zero. */
export function addTargetCompletes(tx: Queryable, ids: string[], delta: 1 | -1): Promise<void> {
  return createTargetsRepository(tx).addCompletes(ids, delta, tx);
}

/** Writes a target as it is, in the caller's transaction (demo data; the API checks conditions first). */
export function insertTarget(
  tx: Queryable,
  campaignId: string,
  target: { name: string; condition: string; goal: number },
): Promise<TargetRow> {
  return createTargetsRepository(tx).insert(campaignId, target, tx);
}

const INVALID_CONDITION =
  "Condição inválida. Use uma expressão do SurveyJS, por exemplo {especialidade} = 'cardiologia'.";

/** Targets with their conditions in words, checked against the questionnaire their campaign fields. */
export function createTargetsService(db: Db) {
  const targets = createTargetsRepository(db);

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
      if (!(await findCampaign(db, campaignId))) throw new AppError('NOT_FOUND', CAMPAIGN_MESSAGES.notFound);
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
