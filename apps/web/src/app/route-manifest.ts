import type { TRole } from '@pesquisemais/shared';
import { isValidElement } from 'react';
import type { RouteObject } from 'react-router';
import { LazyPage } from '@/components/lazy-page/lazy-page';
import { asRouteHandle } from '@/lib/route-handle';
import { APP_ROUTES } from './routes';

export type TScreenRoute = {
  /** The full path pattern, e.g. '/apps/targets/:id'. */
  path: string;
  /** The roles that may open it (`null`: everyone), as the route guard reads them. */
  auth: readonly TRole[] | null;
  title: string | undefined;
};

const join = (parent: string, path: string | undefined) =>
  !path ? parent : path.startsWith('/') ? path : `${parent.replace(/\/$/, '')}/${path}`;

/**
 * Every screen of the route table: leaf routes that render a page (redirects render none, and a layout route
 * is not a page of its own), with the roles the guard applies, inherited as the guard inherits them.
 * Tests walk this list so that a new screen is checked without anyone adding it by hand.
 */
export function screenRoutes(
  routes: readonly RouteObject[] = APP_ROUTES,
  parent = { path: '', auth: null as readonly TRole[] | null },
): TScreenRoute[] {
  return routes.flatMap((route) => {
    const handle = asRouteHandle(route.handle);
    const here = {
      path: join(parent.path, route.path),
      auth: handle.auth !== undefined ? handle.auth : parent.auth,
    };
    if (route.children) return screenRoutes(route.children, here);
    const isScreen = isValidElement(route.element) && route.element.type === LazyPage;
    return isScreen ? [{ ...here, title: handle.title }] : [];
  });
}
