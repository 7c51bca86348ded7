import { AREA_ACCESS } from '@pesquisemais/shared';
import { Navigate, type RouteObject } from 'react-router';
import { LazyPage, lazyScreen } from '@/components/lazy-page/lazy-page';
import { HIDDEN_LAYOUT, type TRouteHandle } from '@/lib/route-handle';

const CONTACTS_SCREEN = lazyScreen(() => import('./components/contacts-page'));

/** The address book: any signed-in user (spec point 6 restricts no template app). */
const handle = { auth: AREA_ACCESS.templateApps, title: 'Contatos' } satisfies TRouteHandle;

export const contactsRoutes: RouteObject[] = [
  {
    path: '/apps/contacts',
    element: <Navigate to="/apps/contacts/all" replace />,
    handle: { ...handle, settings: HIDDEN_LAYOUT },
  },
  { path: '/apps/contacts/:id', element: <LazyPage screen={CONTACTS_SCREEN} />, handle },
];
