import {
  filterNavigation,
  flattenNavigation,
  hasAccess,
  NAVIGATION,
  ROLES,
  type TRole,
} from '@pesquisemais/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { screenRoutes, type TScreenRoute } from '../apps/web/src/app/route-manifest';
import { accountWith, signInToken } from './support/accounts';
import { api } from './support/api';
import { axePage, axeViolations, DESKTOP, PHONE } from './support/axe';
import { launchBrowser } from './support/browser';
import { DEMO } from './support/global-setup';

const baseURL = inject('baseURL');
const SCREENS = screenRoutes();

let browser: Browser;
/** A real value for each route parameter, from the demo data; a new parameter needs one here. */
let sampleParams: Record<string, string>;

beforeAll(async () => {
  browser = await launchBrowser();
  const staff = await signInToken('staff@pesquisemais.com.br', DEMO.staffPassword);
  const admin = await signInToken('admin@pesquisemais.com.br', DEMO.adminPassword);
  const surveys = await api<{ items: { id: string }[] }>('/api/surveys?pageSize=1', staff);
  const campaigns = await api<{ items: { id: string }[] }>('/api/campaigns?pageSize=1', staff);
  const me = await api<{ user: { uuid: string } }>('/api/auth/access-token', null, { access_token: staff });
  const board = await api<{ id: string; uri: string }>('/api/doc-app/doc/new', admin, {
    doc: { name: 'Quadro de acessibilidade' },
  });
  const orders = await api<{ id: string }[]>('/api/e-commerce-app/orders', admin);
  const products = await api<{ id: string }[]>('/api/e-commerce-app/products', admin);
  const scrumboard = await api<{ id: string }>('/api/scrumboard-app/board/new', admin, {
    board: { name: 'Scrumboard de acessibilidade' },
  });
  const surveyId = surveys.items[0]?.id ?? '';
  const campaignId = campaigns.items[0]?.id ?? '';
  sampleParams = {
    id: campaignId,
    campaignId,
    courseId: surveyId,
    surveyId,
    type: 'delivered',
    subPage: 'conta',
    variant: 'full-width',
    uId: me.user.uuid,
    editType: 'board',
    docId: board.id,
    boardId: scrumboard.id,
    // A room the role does not sit in: its page says so (the room itself needs media, rooms.e2e.ts).
    roomId: '00000000-0000-4000-8000-000000000000',
    filter: 'archive',
    productId: products[0]?.id ?? 'new',
    orderId: orders[0]?.id ?? '',
  };
});
afterAll(() => browser.close());

/** Parameters whose sample depends on the app (a mail label is not a to-do label). */
const APP_PARAMS: Record<string, Record<string, string>> = {
  '/apps/mail/': { labelHandle: 'note', filterHandle: 'starred', folderHandle: 'inbox' },
  '/apps/todo/': { labelHandle: 'frontend', filterHandle: 'starred', folderHandle: 'all' },
  '/apps/contacts/': { id: 'all' },
  '/apps/notes/': { labelHandle: 'pesquisa' },
  // A new template's editor (a saved one needs data this walk does not make); a jobs tab.
  '/apps/mailing/': { editType: 'edit', docId: 'novo' },
  '/apps/mailingjobs/': { subPage: 'em-andamento' },
  '/apps/academy/': { courseId: 'fundamentos-de-questionarios' },
  '/pages/knowledge-base/': { groupPath: 'primeiros-passos', articleId: '1' },
};

/** The address to open for a route pattern: optional parameters left out, the others from the demo data. */
function urlOf(route: TScreenRoute): string {
  const app = Object.entries(APP_PARAMS).find(([prefix]) => route.path.startsWith(prefix))?.[1] ?? {};
  return route.path.replace(/\/:\w+\?/g, '').replace(/:(\w+)/g, (_, name: string) => {
    const value = app[name] ?? sampleParams[name];
    if (!value) throw new Error(`sem valor de exemplo para o parâmetro :${name} de ${route.path}`);
    return value;
  });
}

/**
 * Roles that open the same screens and see the same menu get the same pages: one of them stands for all.
 * (Which data the server shows differs, not which components render.)
 */
function roleClasses(): { role: TRole; sameAs: TRole[] }[] {
  const classes = new Map<string, TRole[]>();
  for (const role of ROLES) {
    const screens = SCREENS.filter((screen) => hasAccess(screen.auth, role)).map((screen) => screen.path);
    const menu = flattenNavigation(filterNavigation(NAVIGATION, role)).map((item) => item.id);
    const key = JSON.stringify([screens, menu]);
    classes.set(key, [...(classes.get(key) ?? []), role]);
  }
  return [...classes.values()].map((roles) => ({ role: roles[0] as TRole, sameAs: roles }));
}

/** Pages opened with a stored session (their first screen waits for the session check). */
const SIGNED_IN_PAGES = new WeakSet<Page>();

/** Screens that move on by themselves (signing out, the identity provider's return): checked last for a role, whatever they lead to. */
const SELF_LEAVING = new Set(['/logout', '/callback']);

/** The screens a role may open, the self-leaving ones last. */
const screensOf = (role: TRole) =>
  SCREENS.filter((screen) => hasAccess(screen.auth, role)).sort(
    (a, b) => Number(SELF_LEAVING.has(a.path)) - Number(SELF_LEAVING.has(b.path)),
  );

/** Opens a screen inside the running app (as a menu click does) and waits until it has drawn its content. */
async function openScreen(page: Page, route: TScreenRoute, isFirst: boolean) {
  const url = urlOf(route);
  if (isFirst) {
    // The stored token is checked with the server at start: walking on before that answer would walk as a guest.
    const checked = SIGNED_IN_PAGES.has(page)
      ? page.waitForResponse((res) => res.url().endsWith('/api/auth/access-token'), { timeout: 60_000 })
      : null;
    await page.goto(url);
    await checked;
  } else
    await page.evaluate((to) => {
      history.pushState({ usr: null, key: to, idx: (history.state?.idx ?? 0) + 1 }, '', to);
      dispatchEvent(new PopStateEvent('popstate', { state: history.state }));
    }, url);
  if (!SELF_LEAVING.has(route.path)) {
    await page
      .waitForFunction((title) => document.title.startsWith(title), route.title ?? '', { timeout: 20_000 })
      .catch(async () => {
        const seen = `${page.url()} com o título '${await page.title()}'`;
        throw new Error(
          `${route.path} (${url}) não mostrou o título '${route.title}' em 20 s: ficou em ${seen}`,
        );
      });
  }
  // Lazy chunks and first data: axe must see the screen, not its loading state.
  await page
    .waitForFunction(() => !document.querySelector('[role="progressbar"]'), null, { timeout: 20_000 })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

async function pageFor(role: TRole, viewport: { width: number; height: number }) {
  const token = role === 'guest' ? null : await accountWith(role);
  // The cookie notice stays: it is checked on every screen.
  const { context, page } = await axePage(browser, baseURL, viewport, { token });
  if (token) SIGNED_IN_PAGES.add(page);
  return { context, page };
}

describe('accessibility guard: no WCAG 2.1 A/AA violation on any screen', { timeout: 600_000 }, () => {
  it('finds a sample value for every route parameter and a title for every screen', () => {
    expect(SCREENS.length).toBeGreaterThan(40);
    for (const route of SCREENS) {
      expect(route.title, route.path).toBeTruthy();
      expect(() => urlOf(route)).not.toThrow();
    }
  });

  it.each(roleClasses())(
    'every screen $role may open, at 1366×900 (also stands for $sameAs)',
    async ({ role }) => {
      const { context, page } = await pageFor(role, DESKTOP);
      const found: string[] = [];
      const screens = screensOf(role);
      for (const [index, route] of screens.entries()) {
        await openScreen(page, route, index === 0);
        found.push(...(await axeViolations(page, `${route.path} [${role}, 1366]`)));
      }
      await context.close();
      expect(found.length, `\n${found.join('\n')}\n`).toBe(0);
    },
  );

  it('every screen at 360×740, as the first role that may open it', async () => {
    const found: string[] = [];
    const visited = new Set<string>();
    for (const { role } of roleClasses()) {
      const screens = screensOf(role).filter((screen) => !visited.has(screen.path));
      if (screens.length === 0) continue;
      for (const screen of screens) visited.add(screen.path);
      const { context, page } = await pageFor(role, PHONE);
      for (const [index, route] of screens.entries()) {
        await openScreen(page, route, index === 0);
        found.push(...(await axeViolations(page, `${route.path} [${role}, 360]`)));
      }
      await context.close();
    }
    expect(found.length, `\n${found.join('\n')}\n`).toBe(0);
  });
});
