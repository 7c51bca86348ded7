import { CAMPAIGN_STATUS_LABELS, CAMPAIGN_STATUSES, type TCampaignStatus } from './schemas/campaigns';

/**
 * The campaign status machine: from each status, the statuses it may move to, with the label of the button
 * that does it. The web app offers exactly these; the server refuses every other change.
 */
export const CAMPAIGN_TRANSITIONS = {
  draft: { fielding: 'Colocar em campo' },
  fielding: { paused: 'Pausar', closed: 'Encerrar' },
  paused: { fielding: 'Retomar', closed: 'Encerrar' },
  closed: { fielding: 'Reabrir' },
} as const satisfies Record<TCampaignStatus, Partial<Record<TCampaignStatus, string>>>;

/** Staying in the same status is allowed too, so a retried request is harmless. */
export function canTransition(from: TCampaignStatus, to: TCampaignStatus): boolean {
  return from === to || to in CAMPAIGN_TRANSITIONS[from];
}

/** The changes offered from `from`, in the table's order. */
export function nextCampaignStatuses(from: TCampaignStatus): { status: TCampaignStatus; label: string }[] {
  const targets: Partial<Record<TCampaignStatus, string>> = CAMPAIGN_TRANSITIONS[from];
  return CAMPAIGN_STATUSES.flatMap((status) => {
    const label = targets[status];
    return label ? [{ status, label }] : [];
  });
}

/** The statuses a campaign may be in for a change to `to` to be allowed. */
export function campaignStatusesBefore(to: TCampaignStatus): TCampaignStatus[] {
  return CAMPAIGN_STATUSES.filter((from) => canTransition(from, to));
}

export const forbiddenTransitionMessage = (from: TCampaignStatus, to: TCampaignStatus) =>
  `Uma campanha "${CAMPAIGN_STATUS_LABELS[from]}" não pode passar para "${CAMPAIGN_STATUS_LABELS[to]}".`;
