import {
  pageOf,
  panelEmailTakenBy,
  RESPONDENT_MESSAGES,
  type TPageQuery,
  type TPanelRespondent,
  type TTableFilter,
} from '@pesquisemais/shared';
import type { Db, Queryable } from '../../core/db/connection';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation, pageWindow } from '../../lib/sql';
import { createHistoryRepository } from './history.repository';
import { createImportRepository, type ImportedRespondent } from './import.repository';
import {
  createPanelRepository,
  type NewPanelMember,
  type PanelFilters,
  type PanelRespondentRow,
  type RespondentPatch,
} from './panel.repository';
import { toRespondent } from './respondents.service';

export type { ImportedRespondent } from './import.repository';
export type { NewPanelMember, PanelFilters, RespondentPatch } from './panel.repository';

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

export function toPanelRespondent(row: PanelRespondentRow): TPanelRespondent {
  return {
    ...toRespondent(row),
    consentAt: iso(row.consent_at),
    optedOutAt: iso(row.opted_out_at),
    optedOutSource: row.opted_out ? row.opted_out_source : null,
    updatedAt: new Date(row.updated_at).toISOString(),
    invitationCount: Number(row.invitation_count),
    completeCount: Number(row.complete_count),
  };
}

const emailInUse = () =>
  new AppError('CONFLICT', RESPONDENT_MESSAGES.emailInUse, { email: RESPONDENT_MESSAGES.emailInUse });

/** The respondent panel as /apps/survey-users manages it: filtered list, details, edits, history. */
export function createPanelService(db: Db) {
  const panel = createPanelRepository(db);
  const history = createHistoryRepository(db);

  async function get(id: string): Promise<TPanelRespondent> {
    const row = await panel.findById(id);
    if (!row) throw new AppError('NOT_FOUND', RESPONDENT_MESSAGES.notFound);
    return toPanelRespondent(row);
  }

  return {
    get,

    async list(filters: PanelFilters, paging: TPageQuery) {
      const { limit, offset } = pageWindow(paging);
      const { rows, total } = await panel.list(filters, limit, offset);
      return pageOf(rows.map(toPanelRespondent), total, paging);
    },

    /** Attribute keys in use, each with its most frequent values (for the filter UI). */
    attributes: () => panel.attributes(),

    /** Adds one member by hand; an e-mail already in the panel (any letter case) is a 409 naming its holder. */
    async create(member: NewPanelMember): Promise<TPanelRespondent> {
      let id: string;
      try {
        id = await db.transaction(async (tx) => {
          const holder = await panel.holderOfEmail(member.email, tx);
          if (holder) {
            const message = panelEmailTakenBy(holder.name);
            throw new AppError('CONFLICT', message, { email: message });
          }
          return panel.insert(member, tx);
        });
      } catch (error) {
        // Two additions racing for the same e-mail: the unique index decides.
        if (isUniqueViolation(error)) throw emailInUse();
        throw error;
      }
      return get(id);
    },

    /** Removes a member and what identifies it (see the repository); an unknown id is a 404. */
    async remove(id: string): Promise<void> {
      if (!(await panel.remove(id))) throw new AppError('NOT_FOUND', RESPONDENT_MESSAGES.notFound);
    },

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

    /** The respondent's invitations and responses, newest first. */
    async history(id: string, paging: TPageQuery, tableFilter: TTableFilter | null = null) {
      await get(id);
      const { items, total } = await history.list(id, { ...pageWindow(paging), tableFilter });
      return pageOf(items, total, paging);
    },
  };
}

/** Respondent ids by lower-case e-mail, for the e-mails already in the panel (an import plans with it). */
export function respondentIdsByEmail(tx: Queryable, emails: string[]): Promise<Map<string, string>> {
  return createImportRepository(tx).existingByEmail(emails, tx);
}

/** Adds imported respondents in the caller's transaction; answers how many. */
export function insertImportedRespondents(tx: Queryable, rows: ImportedRespondent[]): Promise<number> {
  return createImportRepository(tx).insertMany(rows, tx);
}

/** Updates respondents from an import ('atualizar existentes') in the caller's transaction. */
export function updateImportedRespondents(
  tx: Queryable,
  rows: (ImportedRespondent & { id: string })[],
): Promise<number> {
  return createImportRepository(tx).updateMany(rows, tx);
}
