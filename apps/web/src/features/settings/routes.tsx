import { AREA_ACCESS } from '@pesquisemais/shared';
import { Navigate, type RouteObject } from 'react-router';
import { LazyPage, lazyScreen } from '@/components/lazy-page/lazy-page';
import { HIDDEN_LAYOUT, type TRouteHandle } from '@/lib/route-handle';

const SETTINGS_SCREEN = lazyScreen(() => import('./components/settings-page'));

/** Spec route table "User and social": a guest is sent to /login by the route guard. */
const handle = { auth: AREA_ACCESS.settings } satisfies TRouteHandle;

export const settingsRoutes: RouteObject[] = [
  {
    path: '/settings',
    element: <Navigate to="/settings/conta" replace />,
    handle: { ...handle, settings: HIDDEN_LAYOUT },
  },
  {
    path: '/settings/:subPage',
    element: <LazyPage screen={SETTINGS_SCREEN} />,
    handle: { ...handle, title: 'Configurações da conta' },
  },
];
