import Box from '@mui/material/Box';
import { ThemeProvider } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { LAYOUT_WIDTHS, type TShellSettings } from '@pesquisemais/shared';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/skip-link/skip-link';
import { AdminFooter } from '@/shell/footer/admin-footer';
import { NavHorizontal } from '@/shell/navbar/nav-horizontal';
import { Navbar } from '@/shell/navbar/navbar';
import { ShellToolbar } from '@/shell/toolbar/shell-toolbar';
import { getShellTheme } from '../theme/shell-themes';

export type TFrameOptions = {
  /** Where the vertical navbar sits; `top` is the horizontal menu of layout2. */
  navbar: 'left' | 'right' | 'top';
};

type TProps = TFrameOptions & { settings: TShellSettings };

/**
 * The arrangement shared by the three layouts: toolbar and footer above (full width) or below
 * (inside the content column), navbar beside the content, body or content scroll, boxed or container width.
 */
export function ShellFrame({ settings, navbar }: TProps) {
  const { config } = settings.layout;
  const { theme } = settings;
  const isMobile = useMediaQuery(getShellTheme(theme.main).breakpoints.down('lg'));
  const hasSideNavbar = config.navbar.display && (navbar !== 'top' || isMobile);
  const hasTopNav = config.navbar.display && navbar === 'top' && !isMobile;
  const isContentScroll = config.scroll === 'content';
  const isToolbarAbove = config.toolbar.position === 'above' || navbar === 'top';
  const isFooterAbove = config.footer.position === 'above';
  const maxWidth = config.mode === 'fullwidth' ? undefined : LAYOUT_WIDTHS[config.mode];

  const area = (name: keyof TShellSettings['theme'], node: ReactNode) => (
    <ThemeProvider theme={getShellTheme(theme[name])}>{node}</ThemeProvider>
  );
  const toolbar =
    config.toolbar.display &&
    area(
      'toolbar',
      <ShellToolbar
        barStyle={config.toolbar.style}
        isMobile={isMobile}
        hasNavbar={config.navbar.display}
        showBrand={!hasSideNavbar || isMobile}
      />,
    );
  const footer = config.footer.display && area('footer', <AdminFooter barStyle={config.footer.style} />);

  return (
    <Box
      data-testid="admin-shell"
      data-layout={settings.layout.style}
      data-mode={config.mode}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        width: '100%',
        maxWidth,
        mx: 'auto',
        minHeight: '100vh',
        height: isContentScroll ? '100vh' : undefined,
        bgcolor: 'background.default',
        boxShadow: maxWidth ? 3 : undefined,
      }}
    >
      <SkipLink />
      {isToolbarAbove && toolbar}
      {hasTopNav && area('navbar', <NavHorizontal />)}
      <Box
        sx={{
          display: 'flex',
          flex: 1,
          minHeight: 0,
          flexDirection: navbar === 'right' ? 'row-reverse' : 'row',
        }}
      >
        {hasSideNavbar &&
          area('navbar', <Navbar side={navbar === 'right' ? 'right' : 'left'} isMobile={isMobile} />)}
        <Box
          data-testid="shell-content"
          sx={{
            display: 'flex',
            flexDirection: 'column',
            flex: 1,
            minWidth: 0,
            overflowY: isContentScroll ? 'auto' : 'visible',
          }}
        >
          {!isToolbarAbove && toolbar}
          <Box
            component="main"
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            sx={{ display: 'flex', flexDirection: 'column', flex: 1, minWidth: 0, outline: 'none' }}
          >
            <Outlet />
          </Box>
          {!isFooterAbove && footer}
        </Box>
      </Box>
      {isFooterAbove && footer}
    </Box>
  );
}
