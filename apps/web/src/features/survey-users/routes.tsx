import { ROLE_GROUPS } from '@pesquisemais/shared';
import type { RouteObject } from 'react-router';
import { LazyPage, lazyScreen } from '@/components/lazy-page/lazy-page';
import type { TRouteHandle } from '@/lib/route-handle';

const PANEL_SCREEN = lazyScreen(() => import('./components/survey-users-page'));

/** The respondent panel: interview group (spec point 6); the server checks 'survey-users:manage'. */
export const surveyUsersRoutes: RouteObject[] = [
  {
    path: '/apps/survey-users',
    element: <LazyPage screen={PANEL_SCREEN} />,
    handle: { auth: ROLE_GROUPS.interview, title: 'Usuários das pesquisas' } satisfies TRouteHandle,
  },
];
