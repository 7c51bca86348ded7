import { AREA_ACCESS } from '@pesquisemais/shared';
import type { RouteObject } from 'react-router';
import { LazyPage, lazyScreen } from '@/components/lazy-page/lazy-page';
import type { TRouteHandle } from '@/lib/route-handle';

const STUDIES_SCREEN = lazyScreen(() => import('./components/studies-page'));

/** Spec point 6: /apps/surveys is in the Documents group; the server decides which studies each role sees. */
export const studyRoutes: RouteObject[] = [
  {
    path: '/apps/surveys',
    element: <LazyPage screen={STUDIES_SCREEN} />,
    handle: { auth: AREA_ACCESS.documents, title: 'Estudos' } satisfies TRouteHandle,
  },
];
