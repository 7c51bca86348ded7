import { describe, expect, it } from 'vitest';
import { SEARCH_MAX_SUGGESTIONS } from './limits';
import {
  filterNavigation,
  findActiveCollapses,
  flattenNavigation,
  NAVIGATION,
  pickNavigationItems,
  searchNavigation,
  type TNavItem,
  toggleShortcut,
} from './navigation';

const ids = (items: readonly TNavItem[]) => flattenNavigation(items).map((item) => item.id);

const SAMPLE: TNavItem[] = [
  {
    id: 'g-admin',
    title: 'Só admin',
    type: 'group',
    children: [{ id: 'a1', title: 'Painel admin', type: 'item', url: '/a1', auth: ['admin'] }],
  },
  {
    id: 'g-open',
    title: 'Aberto',
    type: 'group',
    children: [
      { id: 'open', title: 'Página aberta', type: 'item', url: '/open' },
      { id: 'guest', title: 'Só visitante', type: 'item', url: '/guest', auth: ['guest'] },
      {
        id: 'c1',
        title: 'Grupo',
        type: 'collapse',
        children: [{ id: 'c1-a', title: 'Dentro', type: 'item', url: '/c1/a' }],
      },
    ],
  },
];

describe('filterNavigation', () => {
  it('hides items whose roles lack the user role and the groups left empty', () => {
    const staff = filterNavigation(SAMPLE, 'staff');
    expect(staff.map((item) => item.id)).toEqual(['g-open']);
    expect(ids(staff)).toEqual(['open', 'c1-a']);
    expect(ids(filterNavigation(SAMPLE, 'admin'))).toEqual(['a1', 'open', 'c1-a']);
  });

  it('shows a guest-only item to guests and hides it from signed-in users', () => {
    expect(ids(filterNavigation(SAMPLE, 'guest'))).toContain('guest');
    expect(ids(filterNavigation(SAMPLE, 'user'))).not.toContain('guest');
  });

  it('keeps the open areas of the real menu for the team and the public and the role pages for their roles', () => {
    for (const role of ['guest', 'staff', 'admin'] as const) {
      expect(ids(filterNavigation(NAVIGATION, role))).toEqual(
        expect.arrayContaining(['livecampaigns', 'targets']),
      );
    }
    expect(ids(filterNavigation(NAVIGATION, 'staff'))).not.toContain('admin-role-example');
    expect(ids(filterNavigation(NAVIGATION, 'admin'))).toContain('admin-role-example');
    expect(ids(filterNavigation(NAVIGATION, 'interview'))).toContain('surveyplayer');
    // The Rooms group of spec point 6: watchers open /apps/rooms, a mailing operator does not.
    expect(ids(filterNavigation(NAVIGATION, 'watcher_guest'))).toContain('rooms');
    expect(ids(filterNavigation(NAVIGATION, 'mailing_operator'))).not.toContain('rooms');
    // The Mailing group narrowed to the team: master (admin among them), staff and mailing_operator.
    for (const role of ['staff', 'master', 'admin', 'mailing_operator'] as const)
      expect(ids(filterNavigation(NAVIGATION, role))).toEqual(
        expect.arrayContaining(['mailing-templates', 'mailingjobs']),
      );
    for (const role of ['watcher', 'user', 'social'] as const)
      expect(ids(filterNavigation(NAVIGATION, role))).not.toContain('mailingjobs');
  });

  it('shows a respondent only its surveys, rooms, account and the public pages (issue 32)', () => {
    for (const role of ['user', 'social'] as const) {
      const shown = ids(filterNavigation(NAVIGATION, role));
      expect(shown).toEqual(expect.arrayContaining(['surveyplayer', 'rooms', 'settings', 'home', 'privacy']));
      for (const internal of ['livecampaigns', 'targets', 'reports', 'documents', 'studies', 'mail', 'todo'])
        expect(shown).not.toContain(internal);
      expect(shown.some((id) => id.startsWith('carded-') || id === 'icons' || id === 'error-404')).toBe(
        false,
      );
    }
  });

  it('shows a client its studies, boards and rooms, nothing internal and no UI demos (issue 32)', () => {
    for (const role of ['watcher', 'watcher_bloodblue', 'watcher_webinar'] as const) {
      const shown = ids(filterNavigation(NAVIGATION, role));
      expect(shown).toEqual(expect.arrayContaining(['studies', 'documents', 'rooms', 'home']));
      for (const internal of [
        'livecampaigns',
        'targets',
        'reports',
        'surveyplayer',
        'calendar',
        'scrumboard',
      ])
        expect(shown).not.toContain(internal);
      expect(shown.some((id) => id.startsWith('simple-') || id === 'typography')).toBe(false);
    }
    // Every client opens the studies granted to it, even the watcher roles outside spec point 6's Documents group.
    for (const role of ['watcher_guest', 'watcher_reaction', 'watcher_bloodblue_basic'] as const)
      expect(ids(filterNavigation(NAVIGATION, role))).toContain('studies');
  });

  it('lists no page that is not built yet (an entry appears only when its page exists)', () => {
    const unbuilt = ['/me'];
    for (const role of ['admin', 'master', 'mailing_operator', 'watcher', 'user'] as const) {
      const urls = flattenNavigation(filterNavigation(NAVIGATION, role)).map((item) => item.url ?? '');
      expect(urls.filter((url) => unbuilt.some((prefix) => url.startsWith(prefix)))).toEqual([]);
    }
  });

  it('shows the guest-only auth pages to guests only and the lock screen to signed-in users only', () => {
    expect(ids(filterNavigation(NAVIGATION, 'guest'))).toContain('auth-login');
    expect(ids(filterNavigation(NAVIGATION, 'guest'))).not.toContain('auth-lock');
    expect(ids(filterNavigation(NAVIGATION, 'staff'))).not.toContain('auth-login');
    expect(ids(filterNavigation(NAVIGATION, 'staff'))).toContain('auth-lock');
  });
});

describe('searchNavigation', () => {
  it('matches the trimmed query on the title in any case', () => {
    expect(searchNavigation(SAMPLE, 'admin', '  PAINEL ').map((item) => item.id)).toEqual(['a1']);
  });

  it('suggests nothing for an empty query and only what the role may see', () => {
    expect(searchNavigation(SAMPLE, 'admin', '   ')).toEqual([]);
    expect(searchNavigation(SAMPLE, 'staff', 'painel')).toEqual([]);
    expect(searchNavigation(NAVIGATION, 'staff', 'papel admin')).toEqual([]);
    expect(searchNavigation(NAVIGATION, 'admin', 'papel admin').map((item) => item.id)).toEqual([
      'admin-role-example',
    ]);
  });

  it('caps the suggestions at 10', () => {
    expect(flattenNavigation(NAVIGATION).filter((item) => /carded/i.test(item.title)).length).toBe(12);
    expect(searchNavigation(NAVIGATION, 'admin', 'carded')).toHaveLength(SEARCH_MAX_SUGGESTIONS);
  });
});

describe('findActiveCollapses', () => {
  it('opens every collapse that holds the current page, outermost first', () => {
    expect(findActiveCollapses(NAVIGATION, '/ui/page-layouts/carded/left-sidebar')).toEqual([
      'page-layouts',
      'carded',
    ]);
    expect(findActiveCollapses(NAVIGATION, '/apps/dashboards/painel2')).toEqual(['dashboards']);
    expect(findActiveCollapses(SAMPLE, '/c1/a/detalhe')).toEqual(['c1']);
    expect(findActiveCollapses(NAVIGATION, '/apps/reports/delivered')).toEqual([]);
  });
});

describe('shortcuts', () => {
  it('toggles an id and picks visible pages in the saved order', () => {
    expect(toggleShortcut(['a', 'b'], 'a')).toEqual(['b']);
    expect(toggleShortcut(['b'], 'a')).toEqual(['b', 'a']);
    expect(
      pickNavigationItems(SAMPLE, 'staff', ['c1-a', 'a1', 'mail', 'open']).map((item) => item.id),
    ).toEqual(['c1-a', 'open']);
  });
});

describe('the route table coverage', () => {
  it('has a unique id for every entry and a page for each built area of the spec', () => {
    const all = (items: readonly TNavItem[]): string[] =>
      items.flatMap((item) => [item.id, ...all(item.children ?? [])]);
    const every = all(NAVIGATION);
    expect(new Set(every).size).toBe(every.length);
    const urls = flattenNavigation(NAVIGATION).map((item) => item.url);
    for (const url of [
      '/apps/coleta/questionarios',
      '/apps/surveyplayer',
      '/apps/survey-users',
      '/settings',
      '/ui/icons',
    ]) {
      expect(urls).toContain(url);
    }
  });
});
