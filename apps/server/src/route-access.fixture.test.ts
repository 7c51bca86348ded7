import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ROUTE_ACCESS, type TAccess } from './route-access.table';

/**
 * The route table as it stood before the module manifests (issue 31), dumped once from the central table
 * and the running app: the table derived from the manifests must grant exactly the same access.
 */
const BEFORE: Record<string, string | string[]> = JSON.parse(
  readFileSync(new URL('../test/fixtures/route-access.before-manifests.json', import.meta.url), 'utf8'),
);

const normalized = (access: TAccess) => (typeof access === 'string' ? access : [...access].sort());

describe('the route table', () => {
  it('grants every route the access it had before the manifests', () => {
    const now = Object.fromEntries(
      Object.keys(ROUTE_ACCESS)
        .sort()
        .map((route) => [route, normalized(ROUTE_ACCESS[route] as TAccess)]),
    );
    expect(Object.keys(BEFORE).length).toBeGreaterThan(250);
    expect(now).toEqual(BEFORE);
  });
});
