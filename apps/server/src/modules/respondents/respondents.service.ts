import {
  pageOf,
  RESPONDENT_MESSAGES,
  type TCreateRespondentBody,
  type TPageQuery,
  type TRespondent,
} from '@pesquisemais/shared';
import type { Queryable } from '../../core/db/connection';
import { AppError } from '../../lib/app-error';
import { pageWindow } from '../../lib/sql';
import { createRespondentsRepository, type PanelPerson, type RespondentRow } from './respondents.repository';

export type { PanelPerson, RespondentRow } from './respondents.repository';

export function toRespondent(row: RespondentRow): TRespondent {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    attributes: row.attributes,
    consent: row.consent,
    optedOut: row.opted_out,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

/** Adds a respondent; an e-mail already in the panel (any letter case) is a 409. */
export async function createRespondent(db: Queryable, body: Required<TCreateRespondentBody>) {
  const row = await createRespondentsRepository(db).insert(body);
  if (!row)
    throw new AppError('CONFLICT', RESPONDENT_MESSAGES.emailInUse, { email: RESPONDENT_MESSAGES.emailInUse });
  return toRespondent(row);
}

/**
 * 'Quero participar das pesquisas': a confirmed account joins the panel (linked, opted in), in the caller's
 * transaction; null when its e-mail's panel member belongs to another account.
 */
export async function joinPanelAsAccount(
  tx: Queryable,
  person: { userId: string; name: string; email: string },
): Promise<TRespondent | null> {
  const row = await createRespondentsRepository(tx).joinAsAccount(person, tx);
  return row ? toRespondent(row) : null;
}

/** Respondents whose name or e-mail contains `q`, by name. */
export async function listRespondents(db: Queryable, q: string | undefined, paging: TPageQuery) {
  const { rows, total } = await createRespondentsRepository(db).list({ q, ...pageWindow(paging) });
  return pageOf(rows.map(toRespondent), total, paging);
}

export function countRespondents(db: Queryable): Promise<number> {
  return createRespondentsRepository(db).count();
}

/** Writes demo respondents as given, in the caller's transaction; answers their ids in the same order. */
export function insertDemoPanel(tx: Queryable, people: PanelPerson[]): Promise<string[]> {
  return createRespondentsRepository(tx).insertPanel(people, tx);
}

/** Demo invitations, already sent two days ago (an 'opened' one opened yesterday). */
export function insertSentInvitations(
  tx: Queryable,
  campaignId: string,
  sent: { respondentId: string; tokenHash: string; status: 'sent' | 'opened' }[],
): Promise<void> {
  return createRespondentsRepository(tx).insertSentInvitations(campaignId, sent, tx);
}
