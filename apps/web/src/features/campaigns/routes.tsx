import { AREA_ACCESS } from '@pesquisemais/shared';
import type { RouteObject } from 'react-router';
import { LazyPage, lazyScreen } from '@/components/lazy-page/lazy-page';
import type { TRouteHandle } from '@/lib/route-handle';

const LIST_SCREEN = lazyScreen(() => import('./components/campaign-list-page'));
const DETAIL_SCREEN = lazyScreen(() => import('./components/campaign-detail-page'));
const handle = { auth: AREA_ACCESS.collection } satisfies TRouteHandle;

export const campaignRoutes: RouteObject[] = [
  {
    path: '/apps/coleta/campanhas',
    element: <LazyPage screen={LIST_SCREEN} />,
    handle: { ...handle, title: 'Campanhas' },
  },
  {
    path: '/apps/coleta/campanhas/:campaignId',
    element: <LazyPage screen={DETAIL_SCREEN} />,
    handle: { ...handle, title: 'Campanha' },
  },
];
