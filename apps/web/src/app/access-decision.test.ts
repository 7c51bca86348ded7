import { AREA_ACCESS } from '@pesquisemais/shared';
import { describe, expect, it } from 'vitest';
import { decideAccess, findRouteAuth, SIGNED_IN_FALLBACK } from './access-decision';

describe('decideAccess', () => {
  it('allows everyone on a route without roles', () => {
    expect(decideAccess({ auth: null, role: 'guest', location: '/home', remembered: null })).toEqual({
      kind: 'allow',
    });
  });

  it('sends a guest on a protected route to login, remembering the address', () => {
    const decision = decideAccess({
      auth: AREA_ACCESS.adminExample,
      role: 'guest',
      location: '/auth/admin-role-example?x=1',
      remembered: null,
    });
    expect(decision).toEqual({ kind: 'login', remember: '/auth/admin-role-example?x=1' });
  });

  it("sends a signed-in user without access to the remembered address, else '/' (/home)", () => {
    const input = {
      auth: AREA_ACCESS.adminExample,
      role: 'staff',
      location: '/auth/admin-role-example',
    } as const;
    expect(decideAccess({ ...input, remembered: '/settings' })).toEqual({
      kind: 'redirect',
      to: '/settings',
    });
    expect(decideAccess({ ...input, remembered: null })).toEqual({
      kind: 'redirect',
      to: SIGNED_IN_FALLBACK,
    });
    expect(SIGNED_IN_FALLBACK).toBe('/home');
    // Never back to the very address that was refused (no loop).
    expect(decideAccess({ ...input, remembered: '/auth/admin-role-example' })).toEqual({
      kind: 'redirect',
      to: SIGNED_IN_FALLBACK,
    });
  });

  it('sends a signed-in user away from a guest-only route', () => {
    expect(
      decideAccess({ auth: AREA_ACCESS.onlyGuest, role: 'admin', location: '/login', remembered: null }),
    ).toEqual({ kind: 'redirect', to: SIGNED_IN_FALLBACK });
  });
});

describe('the settings pages', () => {
  it('open for admins too (else an admin could not change its own name) and keep the spec group (staff, user, social) for everyone else', () => {
    const open = (role: 'admin' | 'staff' | 'user' | 'social' | 'interview' | 'master' | 'watcher') =>
      decideAccess({ auth: AREA_ACCESS.settings, role, location: '/settings', remembered: null }).kind;
    for (const role of ['admin', 'staff', 'user', 'social'] as const) expect(open(role)).toBe('allow');
    for (const role of ['interview', 'master', 'watcher'] as const) expect(open(role)).toBe('redirect');
  });
});

describe('findRouteAuth', () => {
  it('uses the deepest route that declares auth', () => {
    expect(findRouteAuth([{ auth: null }, { auth: ['admin'] }, { settings: {} }, undefined])).toEqual([
      'admin',
    ]);
    expect(findRouteAuth([{ auth: ['admin'] }, { auth: null }])).toBeNull();
    expect(findRouteAuth([undefined, {}])).toBeNull();
  });
});
