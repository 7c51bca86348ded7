import { AREA_ACCESS, ROLE_GROUPS } from '@pesquisemais/shared';
import { Navigate, type RouteObject } from 'react-router';
import { LazyPage, lazyScreen } from '@/components/lazy-page/lazy-page';
import { HIDDEN_LAYOUT, type TRouteHandle } from '@/lib/route-handle';

const LIVE_SCREEN = lazyScreen(() => import('./components/live-campaigns-page'));
const PAINEL_SCREEN = lazyScreen(() => import('./components/painel-page'));
const ANALYTICS_SCREEN = lazyScreen(() => import('./components/analytics-dashboard-page'));
const PROJECT_SCREEN = lazyScreen(() => import('./components/project-dashboard-page'));
const INTERVIEWERS_SCREEN = lazyScreen(() => import('./components/interviewers-page'));
/** No role (spec point 6): the server shows collection roles every campaign, a ?share= link its campaign. */
const open = { auth: null } satisfies TRouteHandle;

export const dashboardRoutes: RouteObject[] = [
  {
    path: '/apps/dashboards',
    element: <Navigate to="/apps/dashboards/livecampaigns" replace />,
    handle: { ...open, settings: HIDDEN_LAYOUT },
  },
  {
    path: '/apps/dashboards/livecampaigns',
    element: <LazyPage screen={LIVE_SCREEN} />,
    handle: { ...open, title: 'Campanhas ao vivo' },
  },
  {
    path: '/apps/dashboards/painel2',
    element: <LazyPage screen={PAINEL_SCREEN} />,
    handle: { ...open, title: 'Painel de acompanhamento' },
  },
  {
    path: '/apps/dashboards/analytics',
    element: <LazyPage screen={ANALYTICS_SCREEN} />,
    handle: { auth: AREA_ACCESS.collection, title: 'Painel de análises' } satisfies TRouteHandle,
  },
  {
    path: '/apps/dashboards/project',
    element: <LazyPage screen={PROJECT_SCREEN} />,
    handle: { auth: AREA_ACCESS.collection, title: 'Painel de projetos' } satisfies TRouteHandle,
  },
  {
    path: '/apps/dashboards-users',
    element: <LazyPage screen={INTERVIEWERS_SCREEN} />,
    handle: { auth: ROLE_GROUPS.interview, title: 'Usuários dos dashboards' } satisfies TRouteHandle,
  },
];
