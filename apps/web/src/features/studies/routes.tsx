import { POLICIES } from '@pesquisemais/shared';
import type { RouteObject } from 'react-router';
import { LazyPage, lazyScreen } from '@/components/lazy-page/lazy-page';
import type { TRouteHandle } from '@/lib/route-handle';

const STUDIES_SCREEN = lazyScreen(() => import('./components/studies-page'));

/** /apps/surveys: the team and the clients (issue 32 narrows spec point 6's Documents group); the server decides which studies each sees. */
export const studyRoutes: RouteObject[] = [
  {
    path: '/apps/surveys',
    element: <LazyPage screen={STUDIES_SCREEN} />,
    handle: { auth: POLICIES['studies:view'], title: 'Estudos' } satisfies TRouteHandle,
  },
];
