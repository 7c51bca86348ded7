import { POLICIES } from '@pesquisemais/shared';
import type { RouteObject } from 'react-router';
import { LazyPage, lazyScreen } from '@/components/lazy-page/lazy-page';
import type { TRouteHandle } from '@/lib/route-handle';

const PUSH_TEST = lazyScreen(() => import('./components/push-test-page'));

/** The admin's push test card (policy push:test). */
export const pwaRoutes: RouteObject[] = [
  {
    path: '/pages/push-test',
    element: <LazyPage screen={PUSH_TEST} />,
    handle: { auth: POLICIES['push:test'], title: 'Teste de notificações' } satisfies TRouteHandle,
  },
];
