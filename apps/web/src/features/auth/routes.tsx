import { AREA_ACCESS } from '@pesquisemais/shared';
import type { RouteObject } from 'react-router';
import { LazyPage, lazyScreen } from '@/components/lazy-page/lazy-page';
import { HIDDEN_LAYOUT, type TRouteHandle } from '@/lib/route-handle';

const LOGIN_SCREEN = lazyScreen(() => import('./components/login-page'));
const REGISTER_SCREEN = lazyScreen(() => import('./components/register-page'));
const REGISTER_CONFIRM_SCREEN = lazyScreen(() => import('./components/register-confirm-page'));
const CALLBACK_SCREEN = lazyScreen(() => import('./components/callback-page'));
const LOGOUT_SCREEN = lazyScreen(() => import('./components/logout-page'));

const GUEST_ONLY: TRouteHandle = { auth: AREA_ACCESS.onlyGuest, settings: HIDDEN_LAYOUT };

export const authRoutes: RouteObject[] = [
  { path: '/login', element: <LazyPage screen={LOGIN_SCREEN} />, handle: { ...GUEST_ONLY, title: 'Entrar' } },
  {
    path: '/register',
    element: <LazyPage screen={REGISTER_SCREEN} />,
    handle: { ...GUEST_ONLY, title: 'Criar conta' },
  },
  // The e-mail's link: opened by a guest, or in a browser where someone else is signed in (it then signs in
  // the confirmed account), so it is public, with the guest screens' bare layout.
  {
    path: '/register/confirm',
    element: <LazyPage screen={REGISTER_CONFIRM_SCREEN} />,
    handle: { auth: null, settings: HIDDEN_LAYOUT, title: 'Confirmar cadastro' } satisfies TRouteHandle,
  },
  {
    path: '/callback',
    element: <LazyPage screen={CALLBACK_SCREEN} />,
    handle: { ...GUEST_ONLY, title: 'Autenticando' },
  },
  {
    path: '/logout',
    element: <LazyPage screen={LOGOUT_SCREEN} />,
    handle: { auth: null, title: 'Saindo' } satisfies TRouteHandle,
  },
];
