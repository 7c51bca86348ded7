import { AREA_ACCESS } from '@pesquisemais/shared';
import { Navigate, type RouteObject } from 'react-router';
import { LazyPage, lazyScreen } from '@/components/lazy-page/lazy-page';
import { HIDDEN_LAYOUT, type TRouteHandle } from '@/lib/route-handle';

const COURSES = lazyScreen(() => import('./components/courses-page'));
const COURSE = lazyScreen(() => import('./components/course-page'));

/** The academy: any signed-in user keeps their own progress (spec point 6 restricts no template app). */
const auth = AREA_ACCESS.templateApps;

export const academyRoutes: RouteObject[] = [
  {
    path: '/apps/academy',
    element: <Navigate to="/apps/academy/courses" replace />,
    handle: { auth, settings: HIDDEN_LAYOUT } satisfies TRouteHandle,
  },
  {
    path: '/apps/academy/courses',
    element: <LazyPage screen={COURSES} />,
    handle: { auth, title: 'Academia' } satisfies TRouteHandle,
  },
  {
    path: '/apps/academy/courses/:courseId/:courseHandle?',
    element: <LazyPage screen={COURSE} />,
    handle: { auth, title: 'Curso da academia' } satisfies TRouteHandle,
  },
];
