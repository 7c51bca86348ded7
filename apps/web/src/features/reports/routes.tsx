import { AREA_ACCESS } from '@pesquisemais/shared';
import { Navigate, type RouteObject, useLocation } from 'react-router';
import { LazyPage, lazyScreen } from '@/components/lazy-page/lazy-page';
import { HIDDEN_LAYOUT, type TRouteHandle } from '@/lib/route-handle';

const REPORTS_SCREEN = lazyScreen(() => import('./components/reports-page'));

/** /apps/reports → /apps/reports/delivered, keeping ?share= so a shared link still works. */
function ReportsRedirect() {
  const { search } = useLocation();
  return <Navigate to={`/apps/reports/delivered${search}`} replace />;
}

/** Spec point 6: no role required; what each caller sees is decided by the server. */
const handle = { auth: AREA_ACCESS.open } satisfies TRouteHandle;

export const reportRoutes: RouteObject[] = [
  { path: '/apps/reports', element: <ReportsRedirect />, handle: { ...handle, settings: HIDDEN_LAYOUT } },
  {
    path: '/apps/reports/:type',
    element: <LazyPage screen={REPORTS_SCREEN} />,
    handle: { ...handle, title: 'Relatórios entregues' },
  },
];
