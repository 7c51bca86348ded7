import { AREA_ACCESS } from '@pesquisemais/shared';
import type { RouteObject } from 'react-router';
import { LazyPage, lazyScreen } from '@/components/lazy-page/lazy-page';
import type { TRouteHandle } from '@/lib/route-handle';

const EDITOR_SCREEN = lazyScreen(() => import('./components/survey-editor-page'));

export const surveyEditorRoutes: RouteObject[] = [
  {
    path: '/apps/coleta/surveyedit/:courseId/:courseHandle?',
    element: <LazyPage screen={EDITOR_SCREEN} />,
    handle: { auth: AREA_ACCESS.collection, title: 'Editor de questionário' } satisfies TRouteHandle,
  },
];
