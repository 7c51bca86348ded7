import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_TRANSITIONS,
  campaignStatusesBefore,
  canTransition,
  forbiddenTransitionMessage,
  nextCampaignStatuses,
} from './campaign-status';

describe('campaign status machine', () => {
  it('allows exactly the table: draft → fielding ⇄ paused, both → closed, closed → fielding', () => {
    const allowed = Object.entries(CAMPAIGN_TRANSITIONS).flatMap(([from, targets]) =>
      Object.keys(targets).map((to) => `${from}→${to}`),
    );
    expect(allowed).toEqual([
      'draft→fielding',
      'fielding→paused',
      'fielding→closed',
      'paused→fielding',
      'paused→closed',
      'closed→fielding',
    ]);
  });

  it('refuses going back to draft, pausing a draft or a closed campaign, and closing a draft', () => {
    for (const from of ['fielding', 'paused', 'closed'] as const)
      expect(canTransition(from, 'draft')).toBe(false);
    expect(canTransition('draft', 'paused')).toBe(false);
    expect(canTransition('draft', 'closed')).toBe(false);
    expect(canTransition('closed', 'paused')).toBe(false);
    expect(canTransition('paused', 'fielding')).toBe(true);
  });

  it('lets a status be set again (a retried request)', () => {
    for (const status of ['draft', 'fielding', 'paused', 'closed'] as const) {
      expect(canTransition(status, status)).toBe(true);
    }
  });

  it('offers the buttons of each status and knows where a change may start', () => {
    expect(nextCampaignStatuses('paused')).toEqual([
      { status: 'fielding', label: 'Retomar' },
      { status: 'closed', label: 'Encerrar' },
    ]);
    expect(campaignStatusesBefore('closed')).toEqual(['fielding', 'paused', 'closed']);
    expect(campaignStatusesBefore('draft')).toEqual(['draft']);
  });

  it('names both statuses in Portuguese when refusing', () => {
    expect(forbiddenTransitionMessage('closed', 'draft')).toBe(
      'Uma campanha "Encerrada" não pode passar para "Rascunho".',
    );
  });
});
