import { AREA_ACCESS } from '@pesquisemais/shared';
import { Navigate, type RouteObject } from 'react-router';
import { LazyPage, lazyScreen } from '@/components/lazy-page/lazy-page';
import { HIDDEN_LAYOUT, type TRouteHandle } from '@/lib/route-handle';

const TEMPLATES_SCREEN = lazyScreen(() => import('./components/template-list-page'));
const EDITOR_SCREEN = lazyScreen(() => import('./components/template-editor-page'));
const JOBS_SCREEN = lazyScreen(() => import('./components/mailing-jobs-page'));

/** Spec point 6: the Mailing group (user, master, mailing_operator; admin is in master). */
const handle = { auth: AREA_ACCESS.mailing } satisfies TRouteHandle;

export const mailingRoutes: RouteObject[] = [
  {
    path: '/apps/mailing',
    element: <LazyPage screen={TEMPLATES_SCREEN} />,
    handle: { ...handle, title: 'Modelos de e-mail' },
  },
  {
    path: '/apps/mailing/:editType/:docId/:docSlug?',
    element: <LazyPage screen={EDITOR_SCREEN} />,
    handle: { ...handle, title: 'Editar modelo de e-mail' },
  },
  {
    path: '/apps/mailingjobs',
    element: <Navigate to="/apps/mailingjobs/em-andamento" replace />,
    handle: { ...handle, settings: HIDDEN_LAYOUT },
  },
  {
    path: '/apps/mailingjobs/:subPage',
    element: <LazyPage screen={JOBS_SCREEN} />,
    handle: { ...handle, title: 'Envios de e-mail' },
  },
];
