import { AREA_ACCESS } from '@pesquisemais/shared';
import type { RouteObject } from 'react-router';
import { LazyPage, lazyScreen } from '@/components/lazy-page/lazy-page';
import type { TRouteHandle } from '@/lib/route-handle';

const FILE_MANAGER_SCREEN = lazyScreen(() => import('./components/file-manager-page'));

/** The file manager: any signed-in user, each with its own files (the folder in ?pasta=). */
export const fileManagerRoutes: RouteObject[] = [
  {
    path: '/apps/file-manager',
    element: <LazyPage screen={FILE_MANAGER_SCREEN} />,
    handle: { auth: AREA_ACCESS.templateApps, title: 'Gerenciador de arquivos' } satisfies TRouteHandle,
  },
];
