import { AREA_ACCESS, ROLES, type TRole } from '@pesquisemais/shared';
import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../db/connection';
import { createCampaignAccess, INVALID_SHARE_LINK } from './campaign-access';

const db = {} as Queryable;
/** Two campaigns, each with its own link. */
const access = createCampaignAccess(db, {
  campaignIdByShare: async (_db, token) =>
    ({ 'link-a': 'campaign-a', 'link-b': 'campaign-b' })[token] ?? null,
});
const requestAs = (role: TRole | null) => ({ user: role ? { role } : null }) as unknown as FastifyRequest;
const COLLECTION: readonly TRole[] = AREA_ACCESS.collection;
const OTHERS = ROLES.filter((role) => !COLLECTION.includes(role) && role !== 'guest');

describe('the campaign access rule', () => {
  it.each(COLLECTION)('%s reads every campaign, with or without a link', async (role) => {
    expect(await access.allows(role, 'campaign-a', undefined)).toBe(true);
    expect(await access.allows(role, 'campaign-b', 'link-a')).toBe(true);
    await expect(access.requireCampaign(requestAs(role), 'campaign-b', undefined)).resolves.toEqual({
      kind: 'role',
    });
    await expect(access.requireAny(requestAs(role), undefined)).resolves.toEqual({ kind: 'role' });
  });

  it.each([...OTHERS, null])('%s reads only the campaign its link opens', async (role) => {
    expect(await access.allows(role, 'campaign-a', 'link-a')).toBe(true);
    expect(await access.allows(role, 'campaign-b', 'link-a')).toBe(false);
    expect(await access.allows(role, 'campaign-a', undefined)).toBe(false);
    expect(await access.allows(role, 'campaign-a', 'no-such-link')).toBe(false);
    await expect(access.requireCampaign(requestAs(role), 'campaign-a', 'link-a')).resolves.toEqual({
      kind: 'link',
      campaignId: 'campaign-a',
    });
    await expect(access.requireAny(requestAs(role), 'link-b')).resolves.toEqual({
      kind: 'link',
      campaignId: 'campaign-b',
    });
  });

  it('a foreign or unknown link is a 404 that reveals nothing; no link is 401 for a guest, 403 for a user', async () => {
    const user = requestAs('user');
    const guest = requestAs(null);
    await expect(access.requireCampaign(user, 'campaign-b', 'link-a')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(access.requireCampaign(guest, 'campaign-a', 'no-such-link')).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(access.requireAny(guest, 'no-such-link')).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: INVALID_SHARE_LINK,
    });
    await expect(access.requireCampaign(guest, 'campaign-a', undefined)).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    await expect(access.requireCampaign(user, 'campaign-a', undefined)).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
    await expect(access.requireAny(user, undefined)).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
