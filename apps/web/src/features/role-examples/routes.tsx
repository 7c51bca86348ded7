import { AREA_ACCESS } from '@pesquisemais/shared';
import type { RouteObject } from 'react-router';
import { LazyPage, lazyScreen } from '@/components/lazy-page/lazy-page';
import type { TRouteHandle } from '@/lib/route-handle';

const loadPages = () => import('./components/role-example-page');

const ADMIN_SCREEN = lazyScreen(() =>
  loadPages().then((module) => ({ default: module.AdminRoleExamplePage })),
);
const STAFF_SCREEN = lazyScreen(() =>
  loadPages().then((module) => ({ default: module.StaffRoleExamplePage })),
);
const GUEST_SCREEN = lazyScreen(() =>
  loadPages().then((module) => ({ default: module.GuestRoleExamplePage })),
);

export const roleExampleRoutes: RouteObject[] = [
  {
    path: '/auth/admin-role-example',
    element: <LazyPage screen={ADMIN_SCREEN} />,
    handle: { auth: AREA_ACCESS.adminExample, title: 'Exemplo: papel admin' } satisfies TRouteHandle,
  },
  {
    path: '/auth/staff-role-example',
    element: <LazyPage screen={STAFF_SCREEN} />,
    handle: { auth: AREA_ACCESS.staffExample, title: 'Exemplo: papel staff' } satisfies TRouteHandle,
  },
  {
    path: '/auth/guest-role-example',
    element: <LazyPage screen={GUEST_SCREEN} />,
    handle: { auth: AREA_ACCESS.onlyGuest, title: 'Exemplo: papel visitante' } satisfies TRouteHandle,
  },
];
