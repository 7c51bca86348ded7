import { AREA_ACCESS } from '@pesquisemais/shared';
import { Navigate, type RouteObject } from 'react-router';
import { LazyPage, lazyScreen } from '@/components/lazy-page/lazy-page';
import { HIDDEN_LAYOUT, type TRouteHandle } from '@/lib/route-handle';

const LIST_SCREEN = lazyScreen(() => import('./components/questionnaire-list-page'));
const STEPS_SCREEN = lazyScreen(() => import('./components/questionnaire-steps-page'));
const handle = { auth: AREA_ACCESS.collection } satisfies TRouteHandle;

export const questionnaireRoutes: RouteObject[] = [
  {
    path: '/apps/coleta',
    element: <Navigate to="/apps/coleta/questionarios" replace />,
    handle: { ...handle, settings: HIDDEN_LAYOUT },
  },
  {
    path: '/apps/coleta/questionarios',
    element: <LazyPage screen={LIST_SCREEN} />,
    handle: { ...handle, title: 'Questionários' },
  },
  {
    path: '/apps/coleta/questionarios/:courseId/:courseHandle?',
    element: <LazyPage screen={STEPS_SCREEN} />,
    handle: { ...handle, title: 'Questionário' },
  },
];
