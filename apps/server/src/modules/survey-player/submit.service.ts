import {
  PLAY_MESSAGES,
  RESPONDENT_MESSAGES,
  type TPlayResult,
  type TResponseStatus,
} from '@pesquisemais/shared';
import type { Db } from '../../core/db/connection';
import type { EventBus } from '../../core/events/events';
import { AppError } from '../../lib/app-error';
import { assertValidAnswers } from '../../lib/survey/answer-validator';
import {
  type CompiledSurvey,
  cachedVersion,
  compiledVersion,
  conditionHolds,
} from '../../lib/survey/compiled-survey';
import { earlyEnding } from '../../lib/survey/early-ending';
import { campaignState } from '../campaigns';
import { isInvitationLive } from '../respondents';
import { createResponseFilesService } from '../response-files';
import { createPlayerResponses, isQuotaFull } from '../responses';
import type { TargetRow } from '../targets';
import { assertOwner, type ResponseCaller } from './player-identity';
import { createSubmitRepository, type SubmitRow } from './submit.repository';
import { createPlayRepository } from './survey-player.repository';

const result = (status: TResponseStatus): TPlayResult => ({ status, message: PLAY_MESSAGES[status] });

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

/** Saving pages and submitting: validation against the frozen version, screen-out and quotas. */
export function createSubmitService(
  db: Db,
  events: EventBus,
  uploads: { maxBytes: number; orphanHours: number },
) {
  /** After the commit (the statement that ended or saved it logged the change for the dashboards). */
  const changed = (response: SubmitRow, kind: 'saved' | 'ended') =>
    void events.publish('response.changed', {
      campaignId: response.campaign_id,
      responseId: response.id,
      kind,
    });

  const submits = createSubmitRepository(db);
  const responses = createPlayerResponses(db);
  const play = createPlayRepository(db);
  const files = createResponseFilesService(db, uploads);

  /** Loads the response, checks the caller owns it and that its campaign takes answers now. */
  async function load(caller: ResponseCaller, id: string): Promise<SubmitRow> {
    const response = await submits.find(id);
    if (!response) throw new AppError('NOT_FOUND', 'Resposta não encontrada.');
    assertOwner(caller, response);
    // A resume token alone must not outlive its invitation (opt-out, campaign closed).
    if (response.invitation_id && !(await isInvitationLive(db, response.invitation_id, response.campaign_id)))
      throw new AppError('UNAUTHENTICATED', RESPONDENT_MESSAGES.invitationEnded);
    return response;
  }

  function assertOpen(response: SubmitRow) {
    const state = campaignState({
      status: response.campaign_status,
      opens_at: response.opens_at,
      closes_at: response.closes_at,
    });
    if (!state.isOpen) throw new AppError('CONFLICT', state.message);
  }

  /** Versions being read and compiled now: a burst of first submits compiles each version once, not per submit. */
  const compiling = new Map<string, Promise<CompiledSurvey>>();

  function surveyOf(response: SubmitRow): Promise<CompiledSurvey> {
    const id = response.survey_version_id;
    const cached = cachedVersion(id);
    if (cached) return Promise.resolve(cached);
    let pending = compiling.get(id);
    if (!pending) {
      pending = play
        .versionById(id)
        .then((version) => {
          if (!version) throw new AppError('NOT_FOUND', 'Versão não encontrada.');
          return compiledVersion(version.id, version.schema);
        })
        .finally(() => compiling.delete(id));
      compiling.set(id, pending);
    }
    return pending;
  }

  /** Embedded files moved into storage (answers then hold references), then every reference checked. */
  async function withStoredFiles(response: SubmitRow, answers: Record<string, unknown>) {
    const stored = await files.storeEmbedded(
      { responseId: response.id, campaignId: response.campaign_id, schema: () => schemaOf(response) },
      answers,
    );
    await files.checkFileAnswers(response.id, stored);
    return stored;
  }

  /** The questionnaire's JSON, read only when an answer embeds a file (its question gives the limits). */
  async function schemaOf(response: SubmitRow): Promise<unknown> {
    const version = await play.versionById(response.survey_version_id);
    if (!version) throw new AppError('NOT_FOUND', 'Versão não encontrada.');
    return version.schema;
  }

  const matching = <T extends Pick<TargetRow, 'condition'>>(all: T[], answers: Record<string, unknown>) =>
    all.filter((target) => conditionHolds(target.condition, answers));

  /** Ends a response early (screen-out or full quota) without counting it in any target. */
  async function endEarly(
    response: SubmitRow,
    status: TResponseStatus,
    answers: Record<string, unknown>,
    key: string | null,
  ) {
    const end = { status, answers, idempotencyKey: key, targetIds: [] };
    const ended = await responses.finish(response.id, end);
    if (!ended) return settled(response.id, key);
    changed(response, 'ended'); // open dashboards count the ended response now
    return result(status);
  }

  /** The result of a response someone already finished: the same key gets the same answer. */
  async function settled(id: string, key: string | null) {
    const current = await responses.findById(id);
    if (current && key !== null && current.idempotency_key === key) return result(current.status);
    throw new AppError('CONFLICT', PLAY_MESSAGES.alreadyFinished);
  }

  return {
    /** The response, once the caller is known to own it (its files' routes use it too). */
    loadOwned: load,

    async savePartial(
      caller: ResponseCaller,
      id: string,
      answers: Record<string, unknown>,
      currentPage: number,
    ) {
      const response = await load(caller, id);
      if (response.status !== 'partial') throw new AppError('CONFLICT', PLAY_MESSAGES.alreadyFinished);
      assertOpen(response);
      const survey = await surveyOf(response);
      assertValidAnswers(survey, answers, false);
      const kept = await withStoredFiles(response, answers);
      // An early complete waits for the player's submit; a screen-out ends the response right here.
      if (earlyEnding(survey, kept) === 'screened_out') return endEarly(response, 'screened_out', kept, null);
      const full = matching(response.targets, kept).filter((target) => target.completes >= target.goal);
      if (full.length > 0) return endEarly(response, 'over_quota', kept, null);
      await responses.savePage(id, kept, currentPage);
      changed(response, 'saved'); // the page reached moves the dashboards' drop-off chart
      return result('partial');
    },

    /**
     * Idempotent submit: the same key returns the first result. The response is ended and every matching
     * target counted in one statement; one full target rolls it all back (over quota).
     */
    async complete(caller: ResponseCaller, id: string, answers: Record<string, unknown>, key: string) {
      const response = await load(caller, id);
      if (response.status !== 'partial') return settled(id, key);
      assertOpen(response);
      const survey = await surveyOf(response);
      // A complete trigger ends the survey early: the questions after it are not required. The author
      // chose per trigger whether that ending is a screen-out (the default) or a complete response.
      const ending = earlyEnding(survey, answers);
      const screenedOut = ending === 'screened_out';
      assertValidAnswers(survey, answers, ending === null);
      const kept = await withStoredFiles(response, answers);
      const ids = screenedOut ? [] : matching(response.targets, kept).map((target) => target.id);
      const status: TResponseStatus = screenedOut ? 'screened_out' : 'complete';
      const end = { status, answers: kept, idempotencyKey: key, targetIds: ids };
      try {
        if (!(await responses.finish(id, end))) return settled(id, key);
      } catch (error) {
        if (isQuotaFull(error)) return endEarly(response, 'over_quota', kept, key);
        if (isUniqueViolation(error)) {
          const twin = await responses.findByIdempotencyKey(response.campaign_id, key);
          if (twin) return result(twin.status);
        }
        throw error;
      }
      changed(response, 'ended'); // open dashboards count the ended response now
      if (status === 'complete' && response.user_id && !response.interviewer_id) {
        const done = { campaignId: response.campaign_id, responseId: response.id, userId: response.user_id };
        void events.publish('response.completed', done);
      }
      return result(status);
    },
  };
}
