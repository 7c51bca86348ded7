import { AREA_ACCESS, hasAccess, type TRole } from '@pesquisemais/shared';

/** Horizontal menus of the public area (spec point 2); `?app` picks the second one. */
export type TPublicMenuItem = { id: string; title: string; url: string; auth?: readonly TRole[] };

export const DEFAULT_PUBLIC_MENU: TPublicMenuItem[] = [
  { id: 'home', title: 'HOME', url: '/home' },
  { id: 'features', title: 'Features', url: '/pages/features' },
  { id: 'faq', title: 'Perguntas Frequentes', url: '/pages/faq' },
  // A guest is sent on to /login; a signed-in role that may not open /settings does not see it.
  { id: 'settings', title: 'Entrar', url: '/settings', auth: ['guest', ...AREA_ACCESS.settings] },
];

export const APP_PUBLIC_MENU: TPublicMenuItem[] = [
  { id: 'home', title: 'HOME', url: '/home' },
  { id: 'join', title: 'Participe', url: '/pages/features' },
  { id: 'how', title: 'Como Funciona', url: '/pages/faq' },
];

export function hasAppParam(search: string): boolean {
  return new URLSearchParams(search).has('app');
}

/** The menu for this address and role: entries whose page the role cannot open are left out (spec point 5). */
export function pickPublicMenu(search: string, role: TRole): TPublicMenuItem[] {
  const menu = hasAppParam(search) ? APP_PUBLIC_MENU : DEFAULT_PUBLIC_MENU;
  return menu.filter((item) => hasAccess(item.auth, role));
}

/** Keeps `?app=...` on the menu's links, so the chosen theme and menu survive navigation. */
export function menuHref(url: string, search: string): string {
  const app = new URLSearchParams(search).get('app');
  return app === null ? url : `${url}?app=${encodeURIComponent(app)}`;
}
