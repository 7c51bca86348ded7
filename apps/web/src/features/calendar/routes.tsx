import { AREA_ACCESS } from '@pesquisemais/shared';
import type { RouteObject } from 'react-router';
import { LazyPage, lazyScreen } from '@/components/lazy-page/lazy-page';
import type { TRouteHandle } from '@/lib/route-handle';

// FullCalendar is a large chunk: it loads with this screen only.
const CALENDAR_SCREEN = lazyScreen(() => import('./components/calendar-page'));

/** The calendar: any signed-in user (spec point 6 restricts no template app). */
export const calendarRoutes: RouteObject[] = [
  {
    path: '/apps/calendar',
    element: <LazyPage screen={CALENDAR_SCREEN} />,
    handle: { auth: AREA_ACCESS.templateApps, title: 'Agenda' } satisfies TRouteHandle,
  },
];
