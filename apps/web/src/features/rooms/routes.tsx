import { AREA_ACCESS } from '@pesquisemais/shared';
import type { RouteObject } from 'react-router';
import { LazyPage, lazyScreen } from '@/components/lazy-page/lazy-page';
import type { TRouteHandle } from '@/lib/route-handle';

const ROOMS_SCREEN = lazyScreen(() => import('./components/rooms-page'));
const ROOM_SCREEN = lazyScreen(() => import('./components/room-page'));

/** Spec point 6, Rooms group; a participant or guest observer comes by a signed link (`link`), checked by the server. */
const handle = { auth: AREA_ACCESS.rooms } satisfies TRouteHandle;
const roomHandle = { ...handle, linkParam: 'link' } satisfies TRouteHandle;

export const roomRoutes: RouteObject[] = [
  {
    path: '/apps/rooms',
    element: <LazyPage screen={ROOMS_SCREEN} />,
    handle: { ...handle, title: 'Salas e webinars' },
  },
  {
    path: '/apps/rooms/:roomId',
    element: <LazyPage screen={ROOM_SCREEN} />,
    handle: { ...roomHandle, title: 'Sala' },
  },
  {
    path: '/apps/meet/:roomId',
    element: <LazyPage screen={ROOM_SCREEN} />,
    handle: { ...roomHandle, title: 'Reunião' },
  },
  {
    path: '/apps/webinar/:roomId',
    element: <LazyPage screen={ROOM_SCREEN} />,
    handle: { ...roomHandle, title: 'Webinar' },
  },
];
