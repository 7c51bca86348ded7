import type { RouteObject } from 'react-router';
import { LazyPage, lazyScreen } from '@/components/lazy-page/lazy-page';
import { HIDDEN_LAYOUT, type TRouteHandle } from '@/lib/route-handle';

const HOME_SCREEN = lazyScreen(() => import('./components/home-page'));

/** The public area has its own toolbar, so the admin layout is hidden there. */
export const publicRoutes: RouteObject[] = [
  {
    path: '/home',
    element: <LazyPage screen={HOME_SCREEN} />,
    handle: { auth: null, settings: HIDDEN_LAYOUT } satisfies TRouteHandle,
  },
];
