import { GUEST_USER, hasAccess, ROLES, type TRole } from '@pesquisemais/shared';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { isValidElement } from 'react';
import { Outlet, type RouteObject } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { LazyPage } from '@/components/lazy-page/lazy-page';
import { clearRememberedRedirect } from '@/lib/auth/redirect-memory';
import { buildAuth, buildUser, renderRoutes } from '@/testing/test-utils';
import { RouteGuard } from './route-guard';
import { screenRoutes } from './route-manifest';
import { APP_ROUTES } from './routes';

const SCREEN_MARK = 'tela:';

/**
 * The real route table (paths, handles, redirects, nesting) with each screen drawn as a line naming its path:
 * what the guard decides is what the app does, without loading sixty lazy screens into jsdom.
 */
function standIns(routes: readonly RouteObject[], parent = ''): RouteObject[] {
  return routes.map((route) => {
    const path = !route.path ? parent : route.path.startsWith('/') ? route.path : `${parent}/${route.path}`;
    if (route.children)
      return { ...route, element: <Outlet />, children: standIns(route.children, path) } as RouteObject;
    const isScreen = isValidElement(route.element) && route.element.type === LazyPage;
    return (isScreen ? { ...route, element: <p>{`${SCREEN_MARK}${path}`}</p> } : route) as RouteObject;
  });
}

const [ROOT] = APP_ROUTES;
const ROUTES: RouteObject[] = [
  {
    ...ROOT,
    element: (
      <RouteGuard>
        <Outlet />
      </RouteGuard>
    ),
    children: standIns(ROOT?.children ?? [], ''),
  } as RouteObject,
];

/** A concrete address for a path pattern: each parameter a sample segment, optional ones left out. */
const addressOf = (path: string) =>
  path
    .split('/')
    .filter((segment) => !segment.endsWith('?'))
    .map((segment) => (segment.startsWith(':') || segment === '*' ? 'exemplo' : segment))
    .join('/');

const SCREENS = screenRoutes();

describe('every screen × every role (spec point 5)', { timeout: 120_000 }, () => {
  afterEach(() => clearRememberedRedirect());

  it('knows the screens', () => {
    expect(SCREENS.length).toBeGreaterThan(40);
  });

  it.each(ROLES.map((role) => ({ role })))(
    '$role: opens the screens it may, is sent away from the others',
    async ({ role }) => {
      const auth = buildAuth(role === 'guest' ? GUEST_USER : buildUser({ role: role as TRole }));
      const wrong: string[] = [];
      for (const route of SCREENS) {
        const address = addressOf(route.path);
        const { router } = renderRoutes(ROUTES, address, auth);
        if (hasAccess(route.auth, role)) {
          const shown = await screen.findByText(`${SCREEN_MARK}${route.path}`).catch(() => null);
          if (!shown || router.state.location.pathname !== address) wrong.push(`${route.path}: não abriu`);
        } else {
          const left = await waitFor(() => {
            if (router.state.location.pathname === address) throw new Error('still here');
          }).then(
            () => true,
            () => false,
          );
          const expected = role === 'guest' ? '/login' : '/home';
          if (!left) wrong.push(`${route.path}: abriu sem permissão`);
          else if (router.state.location.pathname !== expected)
            wrong.push(`${route.path}: foi para ${router.state.location.pathname}, não ${expected}`);
          if (screen.queryByText(`${SCREEN_MARK}${route.path}`)) wrong.push(`${route.path}: mostrou a tela`);
        }
        cleanup();
        clearRememberedRedirect();
      }
      expect(wrong, wrong.join('\n')).toEqual([]);
    },
  );
});
