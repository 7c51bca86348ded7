import { audienceOf, hasAccess, type TAudience, type TRole } from './auth/roles';
import { SEARCH_MAX_SUGGESTIONS } from './limits';
import type { TNavItem, TNavItemType } from './navigation-types';

// The types live in their own file, so that navigation-config.ts and this file never import each other.
export type { TNavBadge, TNavItem, TNavItemType } from './navigation-types';

const CONTAINER_TYPES: ReadonlySet<TNavItemType> = new Set(['group', 'collapse']);
const PAGE_TYPES: ReadonlySet<TNavItemType> = new Set(['item', 'link']);

const OUTSIDE_AUDIENCES: ReadonlySet<TAudience> = new Set(['respondent', 'client']);

/**
 * The items the role may see: an item whose `auth` lacks the role is hidden (so a guest-only
 * item is hidden from signed-in users) and a group or collapse left without children goes too.
 * A respondent or client sees only the items opened to its audience (`audiences`).
 */
export function filterNavigation(
  items: readonly TNavItem[],
  role: TRole,
  opened: readonly TAudience[] = [],
): TNavItem[] {
  const audience = audienceOf(role);
  const visible: TNavItem[] = [];
  for (const item of items) {
    if (!hasAccess(item.auth, role)) continue;
    const openedHere = item.audiences ?? opened;
    const isOpened = !OUTSIDE_AUDIENCES.has(audience) || openedHere.includes(audience);
    if (CONTAINER_TYPES.has(item.type)) {
      const children = filterNavigation(item.children ?? [], role, openedHere);
      if (children.some((child) => child.type !== 'divider' && child.type !== 'subheader')) {
        visible.push({ ...item, children });
      }
      continue;
    }
    if (isOpened) visible.push(item);
  }
  return visible;
}

/** Every page (item or link with a url), depth first, in menu order. */
export function flattenNavigation(items: readonly TNavItem[]): TNavItem[] {
  return items.flatMap((item) => {
    const self = PAGE_TYPES.has(item.type) && item.url ? [item] : [];
    return [...self, ...flattenNavigation(item.children ?? [])];
  });
}

/**
 * Toolbar search (spec point 5): trimmed, case-insensitive on the title, only what the role
 * may see, at most SEARCH_MAX_SUGGESTIONS; an empty query suggests nothing.
 */
export function searchNavigation(items: readonly TNavItem[], role: TRole, query: string): TNavItem[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return [];
  return flattenNavigation(filterNavigation(items, role))
    .filter((item) => item.title.toLowerCase().includes(needle))
    .slice(0, SEARCH_MAX_SUGGESTIONS);
}

/** Whether `pathname` is the item's url or below it. */
export function isPathInside(pathname: string, url: string): boolean {
  const clean = url.length > 1 ? url.replace(/\/+$/, '') : url;
  return pathname === clean || pathname.startsWith(`${clean}/`);
}

/** Ids of the collapse items that hold the current page, outermost first; they open by themselves. */
export function findActiveCollapses(items: readonly TNavItem[], pathname: string): string[] {
  for (const item of items) {
    const children = item.children ?? [];
    const inner = findActiveCollapses(children, pathname);
    const holdsPage = flattenNavigation(children).some(
      (page) => page.url && isPathInside(pathname, page.url),
    );
    if (!holdsPage) continue;
    return item.type === 'collapse' ? [item.id, ...inner] : inner;
  }
  return [];
}

/** The navigation pages with these ids, in the given order (shortcuts); unknown or hidden ids drop out. */
export function pickNavigationItems(
  items: readonly TNavItem[],
  role: TRole,
  ids: readonly string[],
): TNavItem[] {
  const pages = new Map(flattenNavigation(filterNavigation(items, role)).map((item) => [item.id, item]));
  return ids.flatMap((id) => pages.get(id) ?? []);
}

/** Adds the id when absent, removes it when present (the shortcut star). */
export function toggleShortcut(shortcuts: readonly string[], id: string): string[] {
  return shortcuts.includes(id) ? shortcuts.filter((entry) => entry !== id) : [...shortcuts, id];
}

export { CARDED_LAYOUT_VARIANTS, NAVIGATION, SIMPLE_LAYOUT_VARIANTS } from './navigation-config';
