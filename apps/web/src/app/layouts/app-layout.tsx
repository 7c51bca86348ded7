import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { Outlet, useMatches } from 'react-router';
import { LoadingIndicator } from '@/components/loading-indicator';
import { isScopedSession } from '@/lib/auth-token';
import { useDocumentTitle } from '../document-title';
import { isShellHidden } from './layout-settings';

// The admin shell (navbar, toolbar, panels, themes) is its own chunk: public and guest-only screens never load it.
const AdminShell = lazy(() => import('./admin-shell').then((module) => ({ default: module.AdminShell })));

/**
 * Guest-only and public screens render alone, and so does an invited respondent's player (an invitation
 * session may call nothing but the player's API); every other screen sits in the admin shell.
 */
export function AppLayout() {
  const handles = useMatches().map((match) => match.handle);
  useDocumentTitle(handles);
  if (isShellHidden(handles) || isScopedSession()) {
    return (
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', width: '100%' }}>
        <Outlet />
      </Box>
    );
  }
  return (
    <Suspense fallback={<LoadingIndicator fullPage />}>
      <AdminShell handles={handles} />
    </Suspense>
  );
}
