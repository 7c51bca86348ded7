import { AREA_ACCESS, ROLES } from '@pesquisemais/shared';
import type { RouteObject } from 'react-router';
import { LazyPage, lazyScreen, type TLazyScreen } from '@/components/lazy-page/lazy-page';
import { HIDDEN_LAYOUT, type TRouteHandle } from '@/lib/route-handle';

const variants = () => import('./components/auth-variant-pages');
const forgot = () => import('./components/forgot-password-page');
const resetPage = () => import('./components/reset-password-page');

const LOGIN_1 = lazyScreen(() => variants().then((m) => ({ default: m.LoginPage1 })));
const LOGIN_2 = lazyScreen(() => variants().then((m) => ({ default: m.LoginPage2 })));
const REGISTER_1 = lazyScreen(() => variants().then((m) => ({ default: m.RegisterPage1 })));
const REGISTER_2 = lazyScreen(() => variants().then((m) => ({ default: m.RegisterPage2 })));
const FORGOT_1 = lazyScreen(() => forgot().then((m) => ({ default: m.ForgotPasswordPage1 })));
const FORGOT_2 = lazyScreen(() => forgot().then((m) => ({ default: m.ForgotPasswordPage2 })));
const RESET_1 = lazyScreen(() => resetPage().then((m) => ({ default: m.ResetPasswordPage1 })));
const RESET_2 = lazyScreen(() => resetPage().then((m) => ({ default: m.ResetPasswordPage2 })));
const MAIL_CONFIRM = lazyScreen(() => import('./components/mail-confirm-page'));
const LOCK = lazyScreen(() => import('./components/lock-page'));

const GUEST_ONLY: TRouteHandle = { auth: AREA_ACCESS.onlyGuest, settings: HIDDEN_LAYOUT };
const OPEN: TRouteHandle = { auth: null, settings: HIDDEN_LAYOUT };
const SIGNED_IN: TRouteHandle = { auth: ROLES.filter((role) => role !== 'guest'), settings: HIDDEN_LAYOUT };

const route = (path: string, screen: TLazyScreen, handle: TRouteHandle, title: string): RouteObject => ({
  path,
  element: <LazyPage screen={screen} />,
  handle: { ...handle, title },
});

/** The auth pages of spec point 2 under /pages/auth, with their '-2' variants. */
export const authPagesRoutes: RouteObject[] = [
  route('/pages/auth/login', LOGIN_1, GUEST_ONLY, 'Entrar'),
  route('/pages/auth/login-2', LOGIN_2, GUEST_ONLY, 'Entrar (variante 2)'),
  route('/pages/auth/register', REGISTER_1, GUEST_ONLY, 'Criar conta'),
  route('/pages/auth/register-2', REGISTER_2, GUEST_ONLY, 'Criar conta (variante 2)'),
  route('/pages/auth/forgot-password', FORGOT_1, OPEN, 'Esqueci minha senha'),
  route('/pages/auth/forgot-password-2', FORGOT_2, OPEN, 'Esqueci minha senha (variante 2)'),
  route('/pages/auth/reset-password', RESET_1, OPEN, 'Redefinir senha'),
  route('/pages/auth/reset-password-2', RESET_2, OPEN, 'Redefinir senha (variante 2)'),
  route('/pages/auth/mail-confirm', MAIL_CONFIRM, OPEN, 'Confirme seu e-mail'),
  route('/pages/auth/lock', LOCK, SIGNED_IN, 'Sessão bloqueada'),
];
