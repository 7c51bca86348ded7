import { AREA_ACCESS } from '@pesquisemais/shared';
import { Navigate, type RouteObject } from 'react-router';
import { LazyPage, lazyScreen } from '@/components/lazy-page/lazy-page';
import { HIDDEN_LAYOUT, type TRouteHandle } from '@/lib/route-handle';

const NOTES_SCREEN = lazyScreen(() => import('./components/notes-page'));

/** The notes app: any signed-in user (spec point 6 restricts no template app). */
const handle = { auth: AREA_ACCESS.templateApps, title: 'Notas' } satisfies TRouteHandle;
const page = <LazyPage screen={NOTES_SCREEN} />;

export const notesRoutes: RouteObject[] = [
  {
    path: '/apps/notes',
    element: <Navigate to="/apps/notes/all" replace />,
    handle: { ...handle, settings: HIDDEN_LAYOUT },
  },
  { path: '/apps/notes/label/:labelHandle', element: page, handle },
  { path: '/apps/notes/:filter', element: page, handle },
];
