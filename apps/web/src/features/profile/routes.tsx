import { AREA_ACCESS } from '@pesquisemais/shared';
import type { RouteObject } from 'react-router';
import { LazyPage, lazyScreen } from '@/components/lazy-page/lazy-page';
import type { TRouteHandle } from '@/lib/route-handle';

const PROFILE_SCREEN = lazyScreen(() => import('./components/profile-page'));
/** Spec: "Survey player and profile: user group" — the same roles as the player a survey post opens. */
const handle = { auth: AREA_ACCESS.player, title: 'Perfil' } satisfies TRouteHandle;

export const profileRoutes: RouteObject[] = [
  { path: '/profile/:uId', element: <LazyPage screen={PROFILE_SCREEN} />, handle },
  { path: '/me', element: <LazyPage screen={PROFILE_SCREEN} />, handle },
];
