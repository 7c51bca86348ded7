import { AREA_ACCESS } from '@pesquisemais/shared';
import { Navigate, type RouteObject } from 'react-router';
import { LazyPage, lazyScreen } from '@/components/lazy-page/lazy-page';
import { HIDDEN_LAYOUT, type TRouteHandle } from '@/lib/route-handle';

const BOARDS_SCREEN = lazyScreen(() => import('./components/boards-page'));
const BOARD_SCREEN = lazyScreen(() => import('./components/board-page'));

/** The scrumboard: any signed-in user (spec point 6 restricts no template app); the server checks boards. */
const handle = { auth: AREA_ACCESS.templateApps } satisfies TRouteHandle;

export const scrumboardRoutes: RouteObject[] = [
  {
    path: '/apps/scrumboard',
    element: <Navigate to="/apps/scrumboard/boards" replace />,
    handle: { ...handle, title: 'Scrumboard', settings: HIDDEN_LAYOUT },
  },
  {
    path: '/apps/scrumboard/boards',
    element: <LazyPage screen={BOARDS_SCREEN} />,
    handle: { ...handle, title: 'Scrumboard' },
  },
  {
    path: '/apps/scrumboard/boards/:boardId/:boardUri?',
    element: <LazyPage screen={BOARD_SCREEN} />,
    handle: { ...handle, title: 'Quadro do Scrumboard' },
  },
];
