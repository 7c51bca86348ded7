import { AREA_ACCESS } from '@pesquisemais/shared';
import { Navigate, type RouteObject } from 'react-router';
import { LazyPage, lazyScreen } from '@/components/lazy-page/lazy-page';
import { HIDDEN_LAYOUT, type TRouteHandle } from '@/lib/route-handle';

const MAIL_SCREEN = lazyScreen(() => import('./components/mail-page'));

/** The internal mailbox: any signed-in user (spec point 6 restricts no template app). */
const handle = { auth: AREA_ACCESS.templateApps, title: 'E-mail' } satisfies TRouteHandle;
const page = <LazyPage screen={MAIL_SCREEN} />;

export const mailRoutes: RouteObject[] = [
  {
    path: '/apps/mail',
    element: <Navigate to="/apps/mail/inbox" replace />,
    handle: { ...handle, settings: HIDDEN_LAYOUT },
  },
  { path: '/apps/mail/label/:labelHandle/:mailId?', element: page, handle },
  { path: '/apps/mail/filter/:filterHandle/:mailId?', element: page, handle },
  { path: '/apps/mail/:folderHandle/:mailId?', element: page, handle },
];
