import { AREA_ACCESS } from '@pesquisemais/shared';
import type { RouteObject } from 'react-router';
import { LazyPage, lazyScreen } from '@/components/lazy-page/lazy-page';
import { SEARCH_PAGE_PATH } from '@/lib/global-search';
import type { TRouteHandle } from '@/lib/route-handle';

const SEARCH_RESULTS_SCREEN = lazyScreen(() => import('./components/search-results-page'));

/** The toolbar search's full results (issue 35): every signed-in user; the server decides which records each finds. */
export const searchRoutes: RouteObject[] = [
  {
    path: SEARCH_PAGE_PATH,
    element: <LazyPage screen={SEARCH_RESULTS_SCREEN} />,
    handle: { auth: AREA_ACCESS.templateApps, title: 'Resultados da busca' } satisfies TRouteHandle,
  },
];
