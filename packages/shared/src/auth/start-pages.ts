import type { TSessionUser } from '../schemas/auth';
import type { TRole } from './roles';

type TUserMenu = TSessionUser['usermenu'];
type TStartPage = { title: string; url: string; icon: string };

const DASHBOARDS: TStartPage = {
  title: 'Campanhas ao vivo',
  url: '/apps/dashboards/livecampaigns',
  icon: 'LiveTvOutlined',
};
const PLAYER: TStartPage = {
  title: 'Responder pesquisa',
  url: '/apps/surveyplayer',
  icon: 'PlayCircleOutlined',
};
const SETTINGS: TStartPage = { title: 'Configurações da conta', url: '/settings', icon: 'SettingsOutlined' };

/**
 * Where each role works (spec point 4: sign-in opens the startpage of the first usermenu entry).
 * Observers and mailing operators follow campaigns through dashboards shared with them, so they start
 * there too; a guest has no menu and stays on /home.
 */
export const START_PAGES: Record<Exclude<TRole, 'guest'>, TStartPage> = {
  admin: DASHBOARDS,
  master: DASHBOARDS,
  staff: DASHBOARDS,
  interview: PLAYER,
  user: PLAYER,
  social: SETTINGS,
  watcher: DASHBOARDS,
  watcher_reaction: DASHBOARDS,
  watcher_guest: DASHBOARDS,
  watcher_bloodblue: DASHBOARDS,
  watcher_bloodblue_basic: DASHBOARDS,
  watcher_webinar: DASHBOARDS,
  mailing_operator: DASHBOARDS,
};

/** The usermenu of a role: one entry, the role's work page, carrying the startpage. */
export function defaultUserMenu(role: TRole): TUserMenu {
  if (role === 'guest') return [];
  const start = START_PAGES[role];
  return [
    {
      id: 'startpage',
      title: start.title,
      type: 'item',
      icon: start.icon,
      url: start.url,
      startpage: start.url,
    },
  ];
}

/** The page a signed-in user works on (first usermenu entry's startpage); /home for a guest. */
export function startPageOf(user: { role: TRole; usermenu: TUserMenu }): string {
  return user.usermenu[0]?.startpage ?? defaultUserMenu(user.role)[0]?.startpage ?? '/home';
}
