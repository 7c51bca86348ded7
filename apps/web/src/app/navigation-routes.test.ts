import { filterNavigation, flattenNavigation, NAVIGATION, ROLES } from '@pesquisemais/shared';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NOT_FOUND_PATH } from '@/features/errors/routes';
import { decideAccess, findRouteAuth } from './access-decision';
import { APP_ROUTES } from './routes';

/** The page a url opens: the deepest matched route, unless it is the catch-all that leads to the 404. */
function routeOf(url: string) {
  const matches = matchRoutes(APP_ROUTES, url) ?? [];
  const leaf = matches.at(-1)?.route;
  return leaf && leaf.path !== '*' ? matches : null;
}

// A navigation entry appears only when its page exists and the role may open it: no menu link to a dead end.
describe('every navigation entry of every role', () => {
  it.each(ROLES)('opens an existing page the role may open (%s)', (role) => {
    const pages = flattenNavigation(filterNavigation(NAVIGATION, role));
    expect(pages.length).toBeGreaterThan(0);
    for (const item of pages) {
      const url = item.url ?? '';
      const matches = routeOf(url);
      expect(matches, `${item.title} (${url}) não tem página`).not.toBeNull();
      // 'Erro 404' is the spec's demo of the 404 page itself; every other entry must open something else.
      if (item.id !== 'error-404') expect(url).not.toBe(NOT_FOUND_PATH);
      const auth = findRouteAuth((matches ?? []).map((match) => match.route.handle));
      const decision = decideAccess({ auth, role, location: url, remembered: null });
      expect(decision, `${item.title} (${url}) recusa o papel ${role}`).toEqual({ kind: 'allow' });
    }
  });
});
