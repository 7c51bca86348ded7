import { AREA_ACCESS } from '@pesquisemais/shared';
import { Navigate, type RouteObject } from 'react-router';
import { LazyPage, lazyScreen } from '@/components/lazy-page/lazy-page';
import { HIDDEN_LAYOUT, type TRouteHandle } from '@/lib/route-handle';

const TODO_SCREEN = lazyScreen(() => import('./components/todo-page'));

/** The to-do app: any signed-in user (spec point 6 restricts no template app). */
const handle = { auth: AREA_ACCESS.templateApps, title: 'Tarefas' } satisfies TRouteHandle;
const page = <LazyPage screen={TODO_SCREEN} />;

export const todoRoutes: RouteObject[] = [
  {
    path: '/apps/todo',
    element: <Navigate to="/apps/todo/all" replace />,
    handle: { ...handle, settings: HIDDEN_LAYOUT },
  },
  { path: '/apps/todo/label/:labelHandle', element: page, handle },
  { path: '/apps/todo/filter/:filterHandle', element: page, handle },
  { path: '/apps/todo/:folderHandle', element: page, handle },
];
