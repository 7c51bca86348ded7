import {
  CAMPAIGN_MESSAGES,
  EXCLUSION_REASONS,
  type TExclusionReason,
  type TMailingAudience,
  type TMailingPreview,
} from '@pesquisemais/shared';
import type { Queryable } from '../../core/db/connection';
import { AppError } from '../../lib/app-error';
import { type CandidateRow, createAudienceRepository } from './audience.repository';

const EMAIL = /[^\s,;"'<>]+@[^\s,;"'<>]+\.[^\s,;"'<>]+/g;

/** The e-mails of a CSV or a pasted list, in order, repeats kept (they are counted as duplicates). */
export function emailsOfCsv(csv: string): string[] {
  return [...csv.matchAll(EMAIL)].map((match) => match[0].toLowerCase());
}

export interface ResolvedAudience {
  recipients: CandidateRow[];
  preview: TMailingPreview;
}

/** Why the panel's rules leave a person out of any e-mail (null: they may be written to). */
export function exclusionOf(row: CandidateRow): TExclusionReason | null {
  if (row.opted_out) return 'opted-out';
  if (row.bounced) return 'bounced';
  if (!row.consent) return 'no-consent';
  return null;
}

/**
 * Who a job writes to, and who it leaves out and why: opted-out, bounced, no consent, the same address twice
 * (a CSV), an address not in the panel (a CSV). Each address gets at most one e-mail per job.
 */
export async function resolveAudience(
  db: Queryable,
  campaignId: string,
  audience: TMailingAudience,
): Promise<ResolvedAudience> {
  const repository = createAudienceRepository(db);
  if (!(await repository.campaign(campaignId))) throw new AppError('NOT_FOUND', CAMPAIGN_MESSAGES.notFound);
  const excluded = new Map<TExclusionReason, number>();
  const exclude = (reason: TExclusionReason, count = 1) =>
    excluded.set(reason, (excluded.get(reason) ?? 0) + count);
  let candidates: CandidateRow[];
  if (audience.type === 'panel') candidates = await repository.notInvited(campaignId, audience.attributes);
  else if (audience.type === 'reminder')
    candidates = await repository.notCompleted(campaignId, audience.days);
  else {
    const emails = emailsOfCsv(audience.csv);
    const distinct = [...new Set(emails)];
    if (emails.length > distinct.length) exclude('duplicate', emails.length - distinct.length);
    candidates = await repository.byEmails(distinct);
    const known = new Set(candidates.map((row) => row.email.toLowerCase()));
    const unknown = distinct.filter((email) => !known.has(email)).length;
    if (unknown > 0) exclude('not-in-panel', unknown);
  }
  const seen = new Set<string>();
  const recipients: CandidateRow[] = [];
  for (const row of candidates) {
    const key = row.email.toLowerCase();
    const reason = seen.has(key) ? 'duplicate' : exclusionOf(row);
    seen.add(key);
    if (reason) exclude(reason);
    else recipients.push(row);
  }
  return {
    recipients,
    preview: {
      count: recipients.length,
      excluded: EXCLUSION_REASONS.filter((reason) => excluded.has(reason)).map((reason) => ({
        reason,
        count: excluded.get(reason) as number,
      })),
    },
  };
}
