import Box from '@mui/material/Box';
import { lazy, Suspense } from 'react';
import { Outlet } from 'react-router';
import { TOOLBAR_HEIGHT } from '@/shell/toolbar/toolbar-size';
import type { TResolvedLayout } from '../layout-settings';

// The toolbar (and its menus) is not needed by screens that hide it, such as the public home.
const Layout1Toolbar = lazy(() =>
  import('@/shell/toolbar/layout1-toolbar').then((module) => ({ default: module.Layout1Toolbar })),
);

type TLayout1Props = { config: TResolvedLayout['config'] };

/** Admin layout: toolbar on top, the screen below. Navbar, footer and panels come with the shell. */
export function Layout1({ config }: TLayout1Props) {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh', width: '100%' }}>
      {config.toolbar.display && (
        <Suspense fallback={<Box sx={{ height: TOOLBAR_HEIGHT }} />}>
          <Layout1Toolbar />
        </Suspense>
      )}
      <Box component="main" sx={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0 }}>
        <Outlet />
      </Box>
    </Box>
  );
}
