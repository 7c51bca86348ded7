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
const STUDIES: TStartPage = { title: 'Estudos', url: '/apps/surveys', icon: 'PollOutlined' };
const MAILING_JOBS: TStartPage = {
  title: 'Envios de e-mail',
  url: '/apps/mailingjobs/em-andamento',
  icon: 'ScheduleSendOutlined',
};

/**
 * Where each role works (spec point 4: sign-in opens the startpage of the first usermenu entry), by audience:
 * the team on the live campaigns (interviewers on the player, mailing operators on their mailings), clients on
 * the studies granted to them, respondents on their surveys; a guest has no menu and stays on /home.
 */
export const START_PAGES: Record<Exclude<TRole, 'guest'>, TStartPage> = {
  admin: DASHBOARDS,
  master: DASHBOARDS,
  staff: DASHBOARDS,
  interview: PLAYER,
  user: PLAYER,
  social: PLAYER,
  watcher: STUDIES,
  watcher_reaction: STUDIES,
  watcher_guest: STUDIES,
  watcher_bloodblue: STUDIES,
  watcher_bloodblue_basic: STUDIES,
  watcher_webinar: STUDIES,
  mailing_operator: MAILING_JOBS,
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
