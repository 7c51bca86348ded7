import { Navigate, type RouteObject, ScrollRestoration } from 'react-router';
import { academyRoutes } from '@/features/academy/routes';
import { authPagesRoutes } from '@/features/auth/pages-routes';
import { authRoutes } from '@/features/auth/routes';
import { calendarRoutes } from '@/features/calendar/routes';
import { campaignRoutes } from '@/features/campaigns/routes';
import { contactsRoutes } from '@/features/contacts/routes';
import { dashboardRoutes } from '@/features/dashboards/routes';
import { documentRoutes } from '@/features/documents/routes';
import { ecommerceRoutes } from '@/features/e-commerce/routes';
import { errorRoutes, NOT_FOUND_PATH } from '@/features/errors/routes';
import { fileManagerRoutes } from '@/features/file-manager/routes';
import { knowledgeBaseRoutes } from '@/features/knowledge-base/routes';
import { mailRoutes } from '@/features/mail/routes';
import { mailingRoutes } from '@/features/mailing/routes';
import { notesRoutes } from '@/features/notes/routes';
import { profileRoutes } from '@/features/profile/routes';
import { publicRoutes } from '@/features/public/routes';
import { pwaRoutes } from '@/features/pwa/routes';
import { questionnaireRoutes } from '@/features/questionnaires/routes';
import { reportRoutes } from '@/features/reports/routes';
import { roleExampleRoutes } from '@/features/role-examples/routes';
import { roomRoutes } from '@/features/rooms/routes';
import { scrumboardRoutes } from '@/features/scrumboard/routes';
import { searchRoutes } from '@/features/search/routes';
import { settingsRoutes } from '@/features/settings/routes';
import { studyRoutes } from '@/features/studies/routes';
import { surveyEditorRoutes } from '@/features/survey-editor/routes';
import { surveyPlayerRoutes } from '@/features/survey-player/routes';
import { surveyUsersRoutes } from '@/features/survey-users/routes';
import { targetRoutes } from '@/features/targets/routes';
import { todoRoutes } from '@/features/todo/routes';
import { uiRoutes } from '@/features/ui/routes';
import { HIDDEN_LAYOUT, type TRouteHandle } from '@/lib/route-handle';
import { AppLayout } from './layouts/app-layout';
import { RouteErrorFallback } from './route-error-fallback';
import { RouteGuard } from './route-guard';

const REDIRECT_HANDLE: TRouteHandle = { settings: HIDDEN_LAYOUT };

/** The route table: every screen is a lazy feature route under the guarded layout. */
export const APP_ROUTES: RouteObject[] = [
  {
    path: '/',
    element: (
      <>
        {/* A new page starts at its top (or at its #anchor); back and forward return to where one was. */}
        <ScrollRestoration />
        <RouteGuard>
          <AppLayout />
        </RouteGuard>
      </>
    ),
    errorElement: <RouteErrorFallback />,
    handle: { auth: null } satisfies TRouteHandle,
    children: [
      // Redirects need no shell: they carry the hidden layout so the shell's chunk is not loaded for them.
      { index: true, element: <Navigate to="/home" replace />, handle: REDIRECT_HANDLE },
      ...publicRoutes,
      ...authRoutes,
      ...authPagesRoutes,
      ...pwaRoutes,
      ...roleExampleRoutes,
      ...settingsRoutes,
      ...profileRoutes,
      ...uiRoutes,
      ...questionnaireRoutes,
      ...surveyEditorRoutes,
      ...surveyPlayerRoutes,
      ...dashboardRoutes,
      ...campaignRoutes,
      ...surveyUsersRoutes,
      ...targetRoutes,
      ...reportRoutes,
      ...documentRoutes,
      ...studyRoutes,
      ...searchRoutes,
      ...roomRoutes,
      ...mailRoutes,
      ...mailingRoutes,
      ...todoRoutes,
      ...contactsRoutes,
      ...notesRoutes,
      ...calendarRoutes,
      ...academyRoutes,
      ...knowledgeBaseRoutes,
      ...ecommerceRoutes,
      ...scrumboardRoutes,
      ...fileManagerRoutes,
      ...errorRoutes,
      { path: '*', element: <Navigate to={NOT_FOUND_PATH} replace />, handle: REDIRECT_HANDLE },
    ],
  },
];
