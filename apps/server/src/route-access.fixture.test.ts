import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTE_ACCESS, type TAccess } from './route-access.table';

/**
 * The route table as it stood before the module manifests (issue 31), dumped once from the central table
 * and the running app: the table derived from the manifests must grant every one of those routes exactly
 * the same access. Routes added since are declared in their manifest only (this list is not kept in step:
 * the route × role test checks them).
 */
const BEFORE: Record<string, string | string[]> = JSON.parse(
  readFileSync(new URL('../test/fixtures/route-access.before-manifests.json', import.meta.url), 'utf8'),
);

const normalized = (access: TAccess) => (typeof access === 'string' ? access : [...access].sort());

describe('the route table', () => {
  it('grants every route the access it had before the manifests', () => {
    const now = Object.fromEntries(
      Object.keys(BEFORE)
        .sort()
        .map((route) => [route, ROUTE_ACCESS[route] ? normalized(ROUTE_ACCESS[route]) : 'sem rota']),
    );
    expect(Object.keys(BEFORE).length).toBeGreaterThan(250);
    expect(now).toEqual(BEFORE);
  });
});
