import { RESPONDENT_MESSAGES, type TPanelRespondent } from '@pesquisemais/shared';
import type { Db } from '../../core/db/connection';
import { AppError } from '../../lib/app-error';
import { createPanelRepository, type RespondentPatch, toPanelRespondent } from './survey-users.repository';

/** A unique index violation (PostgreSQL and PGlite both report SQLSTATE 23505). */
export function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === '23505';
}

const emailInUse = () =>
  new AppError('CONFLICT', RESPONDENT_MESSAGES.emailInUse, { email: RESPONDENT_MESSAGES.emailInUse });

export function createPanelService(db: Db) {
  const panel = createPanelRepository(db);

  async function get(id: string): Promise<TPanelRespondent> {
    const row = await panel.findById(id);
    if (!row) throw new AppError('NOT_FOUND', RESPONDENT_MESSAGES.notFound);
    return toPanelRespondent(row);
  }

  return {
    repository: panel,
    get,

    /** Edits a respondent; another respondent's e-mail (any letter case) is a 409. */
    async update(id: string, patch: RespondentPatch): Promise<TPanelRespondent> {
      try {
        await db.transaction(async (tx) => {
          if (patch.email && (await panel.emailTakenBy(patch.email, id, tx))) throw emailInUse();
          if (!(await panel.update(id, patch, tx)))
            throw new AppError('NOT_FOUND', RESPONDENT_MESSAGES.notFound);
        });
      } catch (error) {
        // Two edits racing for the same e-mail: the unique index decides.
        if (isUniqueViolation(error)) throw emailInUse();
        throw error;
      }
      return get(id);
    },
  };
}
