import Box from '@mui/material/Box';
import { createTheme, type Theme, ThemeProvider } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/skip-link/skip-link';
import { PublicFooter } from './public-footer';
import { hasAppParam } from './public-menu';
import { PublicToolbar } from './public-toolbar';

/** The `?app` variant of the public area: the Health theme (teal first, purple second). */
export function healthTheme(outer: Theme): Theme {
  // Composed over the outer theme so the status colours and contrast rule of every theme carry over.
  return createTheme(outer, {
    palette: {
      primary: { light: '#48a999', main: '#00796b', dark: '#004c40', contrastText: '#ffffff' },
      secondary: { light: '#9c4dcc', main: '#6a1b9a', dark: '#38006b', contrastText: '#ffffff' },
    },
  });
}

/** Public area layout (Pmais theme; `?app` picks the Health theme and the second menu). */
export function PublicLayout() {
  const { search } = useLocation();
  const isApp = hasAppParam(search);
  const content = (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
      <SkipLink />
      <PublicToolbar />
      <Box
        component="main"
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', outline: 'none' }}
      >
        <Outlet />
      </Box>
      <PublicFooter />
    </Box>
  );
  return isApp ? <HealthTheme>{content}</HealthTheme> : content;
}

function HealthTheme({ children }: { children: ReactNode }) {
  return <ThemeProvider theme={healthTheme}>{children}</ThemeProvider>;
}

export default PublicLayout;
