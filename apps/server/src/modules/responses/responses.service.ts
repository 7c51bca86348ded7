import type {
  TCorrectResponseBody,
  TResponseDetail,
  TResponseListQuery,
  TResponseStatus,
  TResponseSummary,
} from '@pesquisemais/shared';
import { pageOf } from '@pesquisemais/shared';
import type { Principal } from '../../core/auth/principal';
import type { Db, Queryable } from '../../core/db/connection';
import type { EventBus } from '../../core/events/events';
import { AppError } from '../../lib/app-error';
import { pageWindow } from '../../lib/sql';
import { assertValidAnswers } from '../../lib/survey/answer-validator';
import { compiledVersion, conditionHolds } from '../../lib/survey/compiled-survey';
import { earlyEnding } from '../../lib/survey/early-ending';
import { logResponseChange } from '../dashboards';
import { surveyVersionById } from '../surveys';
import { addTargetCompletes, campaignTargets, lockTargetsForCounting } from '../targets';
import type { ExportSource } from './export';
import { type AuditChange, createResponseAuditRepository } from './response-audit.repository';
import {
  createResponsesRepository,
  type NewResponse,
  type OfflineResponse,
  type ResponseEnd,
  type ResponseOwner,
  type ResponseRow,
} from './responses.repository';

export type {
  NewResponse,
  OfflineResponse,
  ResponseEnd,
  ResponseOwner,
  ResponseRow,
} from './responses.repository';

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
    syncedAt: iso(row.synced_at),
  };
}

/** The error a finish raises when a target the response counts in is full (finish_response, PQ001). */
export function isQuotaFull(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'PQ001';
}

/**
 * What the survey player reads and writes of responses: it starts them, finds the caller's own, saves
 * pages and ends them. A page or an end is one statement with the dashboards' log entry (and, for an end,
 * the invitation and the quota counts, last), without a transaction around it.
 */
export function createPlayerResponses(db: Queryable) {
  const responses = createResponsesRepository(db);
  return {
    insert: (response: NewResponse) => responses.insert(response),
    findById: (id: string) => responses.findById(id),
    findPartial: (campaignId: string, owner: ResponseOwner, isInterview: boolean) =>
      responses.findPartial(campaignId, owner, isInterview),
    findOwn: (campaignId: string, owner: ResponseOwner, isInterview: boolean) =>
      responses.findOwn(campaignId, owner, isInterview),
    findByResumeToken: (campaignId: string, hash: string) => responses.findByResumeToken(campaignId, hash),
    findByIdempotencyKey: (campaignId: string, key: string) =>
      responses.findByIdempotencyKey(campaignId, key),
    setResumeToken: (id: string, hash: string) => responses.setResumeToken(id, hash),
    savePage: (id: string, answers: Record<string, unknown>, currentPage: number) =>
      responses.savePage(id, answers, currentPage),
    /** False when the response was no longer partial; a full target throws (see `isQuotaFull`). */
    finish: (id: string, end: ResponseEnd) => responses.finishPartial(id, end),
    insertOffline: (response: OfflineResponse) => responses.insertOffline(response),
    stampOfflineEnd: (id: string, endedAt: string) => responses.stampOfflineEnd(id, endedAt),
  };
}

export type { ExportSource } from './export';

/** Where an export reads its pages and the answers' shape (reports count the pages read). */
export function exportSource(db: Queryable): ExportSource {
  const { exportPage, exportSchemas, exportStats } = createResponsesRepository(db);
  return { exportPage, exportSchemas, exportStats };
}

/**
 * Writes a response as it ended, started `ago` in the past, in the caller's transaction (demo data: the
 * quota counts are the caller's).
 */
export async function insertEndedResponse(
  tx: Queryable,
  response: NewResponse,
  end: { status: TResponseStatus; answers: Record<string, unknown>; targetIds: string[] },
  ago: { days: number; minutes: number; durationMinutes: number },
): Promise<ResponseRow> {
  const responses = createResponsesRepository(tx);
  const row = await responses.insert(response, tx);
  if (end.status === 'partial') await responses.savePartial(row.id, end.answers, 0, tx);
  else await responses.finish(row.id, { ...end, idempotencyKey: null }, tx);
  await responses.backdate(row.id, ago, tx);
  return row;
}

/** Staff work on responses: listing, reading, correcting with an audit trail, soft deleting. */
export function createResponsesService(db: Db, events: EventBus) {
  const responses = createResponsesRepository(db);
  const audit = createResponseAuditRepository(db);

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
    const all = await campaignTargets(tx, row.campaign_id);
    const now = all.filter((target) => conditionHolds(target.condition, answers)).map((target) => target.id);
    const removed = row.target_ids.filter((id) => !now.includes(id));
    const added = now.filter((id) => !row.target_ids.includes(id));
    if (removed.length === 0 && added.length === 0) return;
    const locked = await lockTargetsForCounting(tx, [...removed, ...added]);
    const full = locked.find((target) => added.includes(target.id) && target.completes >= target.goal);
    if (full)
      throw new AppError(
        'CONFLICT',
        `A correção colocaria a resposta na cota "${full.name}", que já atingiu a meta.`,
      );
    await addTargetCompletes(tx, removed, -1);
    await addTargetCompletes(tx, added, 1);
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
        await logResponseChange(tx, id); // recounted with the change, or not at all if it rolls back
      });
      void events.publish('response.changed', {
        campaignId: row.campaign_id,
        responseId: id,
        kind: 'corrected',
      });
      return detail(id);
    },

    /** Soft delete; a complete response gives its counts back to the targets it was counted in. */
    async remove(id: string): Promise<void> {
      const campaignId = await db.transaction(async (tx) => {
        const row = await responses.findById(id, tx, true);
        if (!row) throw new AppError('NOT_FOUND', NOT_FOUND);
        if (row.status === 'complete') {
          await lockTargetsForCounting(tx, row.target_ids);
          await addTargetCompletes(tx, row.target_ids, -1);
        }
        await responses.softDelete(id, tx);
        await logResponseChange(tx, id); // recounted with the change, or not at all if it rolls back
        return row.campaign_id;
      });
      void events.publish('response.changed', { campaignId, responseId: id, kind: 'deleted' });
    },
  };
}
