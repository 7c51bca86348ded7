import type {
  TCorrectResponseBody,
  TResponseDetail,
  TResponseListQuery,
  TResponseSummary,
} from '@pesquisemais/shared';
import { pageOf } from '@pesquisemais/shared';
import type { Principal } from '../../core/auth/principal';
import type { Db, Queryable } from '../../core/db/connection';
import { AppError } from '../../lib/app-error';
import { pageWindow } from '../../lib/sql';
import { assertValidAnswers } from '../../lib/survey/answer-validator';
import { compiledVersion, conditionHolds } from '../../lib/survey/compiled-survey';
import { earlyEnding } from '../../lib/survey/early-ending';
import { publishResponse, trackResponse } from '../dashboards/track';
import { surveyVersionById } from '../surveys/surveys.service';
import { createTargetsRepository } from '../targets/targets.repository';
import { type AuditChange, createResponseAuditRepository } from './response-audit.repository';
import { createResponsesRepository, type ResponseRow } from './responses.repository';

const NOT_FOUND = 'Resposta não encontrada.';
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toSummary(row: ResponseRow): TResponseSummary {
  return {
    id: row.id,
    campaignId: row.campaign_id,
    surveyVersion: row.survey_version,
    status: row.status,
    isInterview: row.is_interview,
    interviewerId: row.interviewer_id,
    interviewerName: row.interviewer_name,
    respondentName: row.respondent_name,
    startedAt: new Date(row.started_at).toISOString(),
    completedAt: iso(row.completed_at),
    durationSeconds: row.duration_seconds,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** Staff work on responses: listing, reading, correcting with an audit trail, soft deleting. */
export function createResponsesService(db: Db) {
  const responses = createResponsesRepository(db);
  const audit = createResponseAuditRepository(db);
  const targets = createTargetsRepository(db);

  async function get(id: string): Promise<ResponseRow> {
    const row = await responses.findById(id);
    if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
    return row;
  }

  /**
   * A correction of a complete response moves its quota counts to the targets it meets now; a target
   * that is already full refuses it (a count never passes its goal).
   */
  async function retarget(row: ResponseRow, answers: Record<string, unknown>, tx: Queryable) {
    if (row.status !== 'complete') return;
    const all = await targets.listByCampaigns([row.campaign_id], tx);
    const now = all.filter((target) => conditionHolds(target.condition, answers)).map((target) => target.id);
    const removed = row.target_ids.filter((id) => !now.includes(id));
    const added = now.filter((id) => !row.target_ids.includes(id));
    if (removed.length === 0 && added.length === 0) return;
    const locked = await targets.lockForCounting([...removed, ...added], tx);
    const full = locked.find((target) => added.includes(target.id) && target.completes >= target.goal);
    if (full)
      throw new AppError(
        'CONFLICT',
        `A correção colocaria a resposta na cota "${full.name}", que já atingiu a meta.`,
      );
    await targets.addCompletes(removed, -1, tx);
    await targets.addCompletes(added, 1, tx);
    await responses.setTargets(row.id, now, tx);
  }

  async function detail(id: string): Promise<TResponseDetail> {
    const row = await get(id);
    return {
      ...toSummary(row),
      surveyVersionId: row.survey_version_id,
      answers: row.answers,
      currentPage: row.current_page,
      audit: await audit.list(id),
    };
  }

  return {
    detail,

    async list(
      campaignId: string,
      query: Required<Pick<TResponseListQuery, 'page' | 'pageSize'>> & TResponseListQuery,
    ) {
      const paging = { page: Number(query.page), pageSize: Number(query.pageSize) };
      const { limit, offset } = pageWindow(paging);
      const { rows, total } = await responses.list(campaignId, query, limit, offset);
      return pageOf(rows.map(toSummary), total, paging);
    },

    /** Applies the changed answers (null removes one), validated against the response's own version. */
    async correct(id: string, body: TCorrectResponseBody, user: Principal): Promise<TResponseDetail> {
      const row = await get(id);
      const version = await surveyVersionById(db, row.survey_version_id);
      if (!version) throw new AppError('NOT_FOUND', 'Versão não encontrada.');
      const next: Record<string, unknown> = { ...row.answers };
      const changes: AuditChange[] = [];
      for (const [field, value] of Object.entries(body.answers)) {
        const before = row.answers[field];
        if (JSON.stringify(before ?? null) === JSON.stringify(value ?? null)) continue;
        if (value === null) delete next[field];
        else next[field] = value;
        changes.push({ field, oldValue: before ?? null, newValue: value ?? null });
      }
      const survey = compiledVersion(version.id, version.schema);
      // A response a complete trigger ended early never saw the questions after it: none is required.
      assertValidAnswers(survey, next, row.status === 'complete' && earlyEnding(survey, next) === null);
      await db.transaction(async (tx) => {
        await responses.setAnswers(id, next, tx);
        await retarget(row, next, tx);
        await audit.insert(id, user.id, body.reason, changes, tx);
        await trackResponse(db, tx, id); // recounted with the change, or not at all if it rolls back
      });
      publishResponse(db); // after the commit: open dashboards show the recount
      return detail(id);
    },

    /** Soft delete; a complete response gives its counts back to the targets it was counted in. */
    async remove(id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const row = await responses.findById(id, tx, true);
        if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
        if (row.status === 'complete') {
          await targets.lockForCounting(row.target_ids, tx);
          await targets.addCompletes(row.target_ids, -1, tx);
        }
        await responses.softDelete(id, tx);
        await trackResponse(db, tx, id); // recounted with the change, or not at all if it rolls back
      });
      publishResponse(db); // after the commit: open dashboards show the recount
    },
  };
}
