import { AREA_ACCESS } from '@pesquisemais/shared';
import type { RouteObject } from 'react-router';
import { LazyPage, lazyScreen } from '@/components/lazy-page/lazy-page';
import { HIDDEN_LAYOUT, type TRouteHandle } from '@/lib/route-handle';

const LIST_SCREEN = lazyScreen(() => import('./components/player-list-page'));
const PLAYER_SCREEN = lazyScreen(() => import('./components/survey-player-page'));
/** User group ∪ interview group (AREA_ACCESS.player = unionOf('user', 'interview')). */
const handle = { auth: AREA_ACCESS.player } satisfies TRouteHandle;

export const surveyPlayerRoutes: RouteObject[] = [
  {
    path: '/apps/surveyplayer',
    element: <LazyPage screen={LIST_SCREEN} />,
    handle: { ...handle, title: 'Responder pesquisa' },
  },
  {
    path: '/apps/surveyplayer/:surveyId',
    element: <LazyPage screen={PLAYER_SCREEN} />,
    // The respondent's screen: no admin shell (navbar, toolbar, footer, chat, theme button), only the survey.
    handle: { ...handle, title: 'Pesquisa', settings: HIDDEN_LAYOUT },
  },
];
