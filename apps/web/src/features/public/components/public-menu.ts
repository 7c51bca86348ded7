/** Horizontal menus of the public area (spec point 2); `?app` picks the second one. */
export type TPublicMenuItem = { id: string; title: string; url: string };

export const DEFAULT_PUBLIC_MENU: TPublicMenuItem[] = [
  { id: 'home', title: 'HOME', url: '/home' },
  { id: 'features', title: 'Features', url: '/pages/features' },
  { id: 'faq', title: 'Perguntas Frequentes', url: '/pages/faq' },
  { id: 'settings', title: 'Entrar', url: '/settings' },
];

export const APP_PUBLIC_MENU: TPublicMenuItem[] = [
  { id: 'home', title: 'HOME', url: '/home' },
  { id: 'join', title: 'Participe', url: '/pages/features' },
  { id: 'how', title: 'Como Funciona', url: '/pages/faq' },
];

export function hasAppParam(search: string): boolean {
  return new URLSearchParams(search).has('app');
}

export function pickPublicMenu(search: string): TPublicMenuItem[] {
  return hasAppParam(search) ? APP_PUBLIC_MENU : DEFAULT_PUBLIC_MENU;
}

/** Keeps `?app=...` on the menu's links, so the chosen theme and menu survive navigation. */
export function menuHref(url: string, search: string): string {
  const app = new URLSearchParams(search).get('app');
  return app === null ? url : `${url}?app=${encodeURIComponent(app)}`;
}
