import type { RouteObject } from 'react-router';
import { LazyPage, lazyScreen } from '@/components/lazy-page/lazy-page';
import { HIDDEN_LAYOUT, type TRouteHandle } from '@/lib/route-handle';

const ERROR404_SCREEN = lazyScreen(() => import('./components/error-404-page'));
const ERROR500_SCREEN = lazyScreen(() => import('./components/error-500-page'));

const ERROR_HANDLE: TRouteHandle = { auth: null, settings: HIDDEN_LAYOUT };
/** The 404 keeps the shell: the navigation stays usable from a wrong address. */
const NOT_FOUND_HANDLE: TRouteHandle = { auth: null };

export const NOT_FOUND_PATH = '/pages/errors/error-404';

export const errorRoutes: RouteObject[] = [
  {
    path: NOT_FOUND_PATH,
    element: <LazyPage screen={ERROR404_SCREEN} />,
    handle: { ...NOT_FOUND_HANDLE, title: 'Página não encontrada' },
  },
  {
    path: '/pages/errors/error-500',
    element: <LazyPage screen={ERROR500_SCREEN} />,
    handle: { ...ERROR_HANDLE, title: 'Erro no servidor' },
  },
];
