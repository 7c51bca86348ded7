import { AREA_ACCESS } from '@pesquisemais/shared';
import { Navigate, type RouteObject, useLocation } from 'react-router';
import { LazyPage, lazyScreen } from '@/components/lazy-page/lazy-page';
import { HIDDEN_LAYOUT, type TRouteHandle } from '@/lib/route-handle';

const loadPages = () => import('./components/targets-pages');
const ALL_SCREEN = lazyScreen(() => loadPages().then((module) => ({ default: module.AllTargetsPage })));
const ONE_SCREEN = lazyScreen(() => loadPages().then((module) => ({ default: module.CampaignTargetsPage })));
/** /apps/targets → /apps/targets/all, keeping ?share= so a shared link still works. */
function TargetsRedirect() {
  const { search } = useLocation();
  return <Navigate to={`/apps/targets/all${search}`} replace />;
}

/** Spec point 6: no role required; what each caller sees is decided by the server. */
const handle = { auth: AREA_ACCESS.open } satisfies TRouteHandle;

export const targetRoutes: RouteObject[] = [
  {
    path: '/apps/targets',
    element: <TargetsRedirect />,
    handle: { ...handle, settings: HIDDEN_LAYOUT },
  },
  {
    path: '/apps/targets/all',
    element: <LazyPage screen={ALL_SCREEN} />,
    handle: { ...handle, title: 'Metas e cotas' },
  },
  {
    path: '/apps/targets/:id',
    element: <LazyPage screen={ONE_SCREEN} />,
    handle: { ...handle, title: 'Meta' },
  },
];
