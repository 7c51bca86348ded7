import { AREA_ACCESS, GUEST_USER } from '@pesquisemais/shared';
import { screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getRememberedRedirect, rememberRedirect } from '@/lib/auth/redirect-memory';
import { buildAuth, buildUser, renderRoutes } from '@/testing/test-utils';
import { RouteGuard } from './route-guard';

const page = (text: string) => <p>{text}</p>;

const ROUTES: RouteObject[] = [
  {
    path: '/',
    element: (
      <RouteGuard>
        <Outlet />
      </RouteGuard>
    ),
    handle: { auth: null },
    children: [
      { index: true, element: page('Raiz') },
      { path: '/home', element: page('Início') },
      { path: '/login', element: page('Tela de login'), handle: { auth: AREA_ACCESS.onlyGuest } },
      { path: '/settings', element: page('Configurações'), handle: { auth: AREA_ACCESS.settings } },
      { path: '/admin', element: page('Área admin'), handle: { auth: AREA_ACCESS.adminExample } },
      { path: '/sala', element: page('Sala'), handle: { auth: AREA_ACCESS.rooms, linkParam: 'link' } },
    ],
  },
];

describe('RouteGuard', () => {
  it('sends a guest on a protected route to /login and remembers the address', async () => {
    const { router } = renderRoutes(ROUTES, '/admin?tab=2', buildAuth(GUEST_USER));

    expect(await screen.findByText('Tela de login')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
    expect(getRememberedRedirect()).toBe('/admin?tab=2');
    expect(screen.queryByText('Área admin')).toBeNull();
  });

  it("sends a signed-in user without access to '/' (straight to /home)", async () => {
    const { router } = renderRoutes(ROUTES, '/admin', buildAuth(buildUser({ role: 'staff' })));

    expect(await screen.findByText('Início')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
  });

  it('lets an address with its link parameter through (the server checks the link), and only then', async () => {
    renderRoutes(ROUTES, '/sala?m=1&link=assinado', buildAuth(GUEST_USER));
    expect(await screen.findByText('Sala')).toBeTruthy();
  });

  it('sends a guest without the link parameter to /login', async () => {
    const { router } = renderRoutes(ROUTES, '/sala?link=', buildAuth(GUEST_USER));
    expect(await screen.findByText('Tela de login')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('lets a user with the role in', async () => {
    renderRoutes(ROUTES, '/admin', buildAuth(buildUser({ role: 'admin' })));
    expect(await screen.findByText('Área admin')).toBeTruthy();
  });

  it('sends a signed-in user away from a guest-only route to the remembered address, then forgets it', async () => {
    rememberRedirect('/settings');
    const { router } = renderRoutes(ROUTES, '/login', buildAuth(buildUser({ role: 'user' })));

    expect(await screen.findByText('Configurações')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/settings');
    await waitFor(() => expect(getRememberedRedirect()).toBeNull());
  });

  it('sends a signed-in user away from a guest-only route to /home when nothing is remembered', async () => {
    const { router } = renderRoutes(ROUTES, '/login', buildAuth(buildUser({ role: 'admin' })));
    expect(await screen.findByText('Início')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/home');
  });
});
