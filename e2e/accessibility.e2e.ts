import {
  filterNavigation,
  flattenNavigation,
  hasAccess,
  NAVIGATION,
  ROLES,
  type TRole,
} from '@pesquisemais/shared';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGNED_IN_FALLBACK } from '../apps/web/src/app/access-decision';
import { screenRoutes, type TScreenRoute } from '../apps/web/src/app/route-manifest';
import { accountWith, signInToken } from './support/accounts';
import { api } from './support/api';
import { axePage, axeViolations, DESKTOP, PHONE } from './support/axe';
import { launchBrowser } from './support/browser';
import { DEMO } from './support/global-setup';
import { workerServer } from './support/server';

const baseURL = workerServer().baseURL;
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

type TWalk = { role: TRole; screens: TScreenRoute[] };

/** Screens per page of a walk: short enough for three pages to share the walk's work. */
const SCREENS_PER_PAGE = 8;

/** A role's screens cut into walks of a few screens, each on its own page (and account), self-leaving ones last. */
function walksOf(role: TRole, screens: TScreenRoute[]): TWalk[] {
  const staying = screens.filter((screen) => !SELF_LEAVING.has(screen.path));
  const walks: TWalk[] = [];
  for (let start = 0; start < staying.length; start += SCREENS_PER_PAGE)
    walks.push({ role, screens: staying.slice(start, start + SCREENS_PER_PAGE) });
  // A screen that signs out or leaves ends its own walk: it cannot spoil another screen's session.
  for (const screen of screens.filter((screen) => SELF_LEAVING.has(screen.path)))
    walks.push({ role, screens: [screen] });
  return walks;
}

/** Pages open at once in the one browser: the walks are independent; more would only queue on two cores. */
const PAGES_AT_ONCE = 3;

/** Every walk on its own page, a few at once; the violations of all, as readable lines. */
async function scanWalks(walks: TWalk[], viewport: { width: number; height: number }): Promise<string[]> {
  const found: string[] = [];
  const queue = [...walks];
  const walkOne = async ({ role, screens }: TWalk) => {
    const { context, page } = await pageFor(role, viewport);
    try {
      for (const [index, route] of screens.entries()) {
        await openScreen(page, route, index === 0);
        found.push(...(await axeViolations(page, `${route.path} [${role}, ${viewport.width}]`)));
      }
    } finally {
      await context.close();
    }
  };
  const worker = async () => {
    for (let walk = queue.shift(); walk; walk = queue.shift()) await walkOne(walk);
  };
  await Promise.all(Array.from({ length: PAGES_AT_ONCE }, worker));
  return found;
}

/**
 * Each screen with the richest role class that may open it (the one that opens the most screens: its pages
 * carry the most menu entries, actions and columns). Which role sees a screen changes its data, not its
 * components; the menu that does change per role has its own scan per class.
 */
function screensByRichestRole(): Map<TRole, TScreenRoute[]> {
  const richestFirst = [...CLASSES].sort((a, b) => screensOf(b.role).length - screensOf(a.role).length);
  const byRole = new Map<TRole, TScreenRoute[]>();
  for (const screen of SCREENS) {
    const richest = richestFirst.find(({ role }) => hasAccess(screen.auth, role));
    if (richest) byRole.set(richest.role, [...(byRole.get(richest.role) ?? []), screen]);
  }
  return byRole;
}

/** The screen that shows a role class its shell and menu: the signed-in start page, or the guest's first screen. */
function shellScreenOf(role: TRole): TScreenRoute {
  const screens = screensOf(role);
  const screen = screens.find((route) => route.path === SIGNED_IN_FALLBACK) ?? screens[0];
  if (!screen) throw new Error(`a classe de ${role} não abre nenhuma tela`);
  return screen;
}

const CLASSES = roleClasses();

describe('accessibility guard: no WCAG 2.1 A/AA violation on any screen', { timeout: 600_000 }, () => {
  it('finds a sample value for every route parameter, a title for every screen and a role that opens each', () => {
    expect(SCREENS.length).toBeGreaterThan(40);
    const walked = [...screensByRichestRole().values()].flat().map((screen) => screen.path);
    expect(walked.sort()).toEqual(SCREENS.map((screen) => screen.path).sort());
    for (const route of SCREENS) {
      expect(route.title, route.path).toBeTruthy();
      expect(() => urlOf(route)).not.toThrow();
    }
  });

  it.each(CLASSES)(
    'the shell and menu of $role, at 1366×900 and 360×740 (also stands for $sameAs)',
    async ({ role }) => {
      const walk = [{ role, screens: [shellScreenOf(role)] }];
      const found = [...(await scanWalks(walk, DESKTOP)), ...(await scanWalks(walk, PHONE))];
      expect(found.length, `\n${found.join('\n')}\n`).toBe(0);
    },
  );

  it('every screen at 1366×900, as the richest role that may open it', async () => {
    const walks = [...screensByRichestRole()].flatMap(([role, screens]) => walksOf(role, screens));
    const found = await scanWalks(walks, DESKTOP);
    expect(found.length, `\n${found.join('\n')}\n`).toBe(0);
  });

  it('every screen at 360×740, as the first role that may open it', async () => {
    const visited = new Set<string>();
    const walks: TWalk[] = [];
    for (const { role } of CLASSES) {
      const screens = screensOf(role).filter((screen) => !visited.has(screen.path));
      for (const screen of screens) visited.add(screen.path);
      walks.push(...walksOf(role, screens));
    }
    expect(visited.size).toBe(SCREENS.length);
    const found = await scanWalks(walks, PHONE);
    expect(found.length, `\n${found.join('\n')}\n`).toBe(0);
  });
});
