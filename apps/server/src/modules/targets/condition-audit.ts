import { conditionValueProblems } from '@pesquisemais/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../core/db/connection';
import { surveyConditionProblems } from '../../lib/survey/condition-check';
import { listSurveySchemasInUse } from '../surveys';
import { createTargetsRepository } from './targets.repository';
import { createTargetsService } from './targets.service';

export interface ConditionFinding {
  kind: 'target' | 'survey';
  id: string;
  where: string;
  problem: string;
}

/**
 * Startup check: saved targets and skip logic that compare a question with a value it cannot take (e.g. a
 * yes/no question with '', saved by an older condition builder) silently count or skip wrong. They are
 * logged here; targets also carry the problem on the targets API for the targets page to show.
 */
export async function auditSavedConditions(db: Db, log: FastifyBaseLogger): Promise<ConditionFinding[]> {
  const targets = await createTargetsRepository(db).listWithConditions();
  const questions = await createTargetsService(db).questionsByCampaign([
    ...new Set(targets.map((target) => target.campaign_id)),
  ]);
  const findings: ConditionFinding[] = [];
  for (const target of targets) {
    for (const problem of conditionValueProblems(target.condition, questions.get(target.campaign_id) ?? [])) {
      findings.push({
        kind: 'target',
        id: target.id,
        where: `${target.campaign_name} / ${target.name}`,
        problem,
      });
    }
  }
  for (const survey of await listSurveySchemasInUse(db)) {
    const problems = new Set([
      ...surveyConditionProblems(survey.schema),
      ...(survey.published ? surveyConditionProblems(survey.published) : []),
    ]);
    for (const problem of problems)
      findings.push({ kind: 'survey', id: survey.id, where: survey.title, problem });
  }
  for (const finding of findings) {
    log.warn(
      finding,
      `Condição salva que conta errado (${finding.kind === 'target' ? 'cota' : 'questionário'})`,
    );
  }
  return findings;
}
