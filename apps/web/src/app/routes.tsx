import { Navigate, type RouteObject } from 'react-router';
import { authPagesRoutes } from '@/features/auth/pages-routes';
import { authRoutes } from '@/features/auth/routes';
import { errorRoutes, NOT_FOUND_PATH } from '@/features/errors/routes';
import { publicRoutes } from '@/features/public/routes';
import { pwaRoutes } from '@/features/pwa/routes';
import { roleExampleRoutes } from '@/features/role-examples/routes';
import type { TRouteHandle } from '@/lib/route-handle';
import { AppLayout } from './layouts/app-layout';
import { RouteErrorFallback } from './route-error-fallback';
import { RouteGuard } from './route-guard';

/** The route table: every screen is a lazy feature route under the guarded layout. */
export const APP_ROUTES: RouteObject[] = [
  {
    path: '/',
    element: (
      <RouteGuard>
        <AppLayout />
      </RouteGuard>
    ),
    errorElement: <RouteErrorFallback />,
    handle: { auth: null } satisfies TRouteHandle,
    children: [
      { index: true, element: <Navigate to="/home" replace /> },
      ...publicRoutes,
      ...authRoutes,
      ...authPagesRoutes,
      ...pwaRoutes,
      ...roleExampleRoutes,
      ...errorRoutes,
      { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace /> },
    ],
  },
];
