import ChatOutlined from '@mui/icons-material/ChatOutlined';
import FormatListBulleted from '@mui/icons-material/FormatListBulleted';
import Menu from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import type { TBarStyle } from '@pesquisemais/shared';
import { Link as RouterLink } from 'react-router';
import { Brand } from '@/components/brand';
import { useShellUi } from '@/shell/shell-ui-context';
import { ShortcutsBar } from '@/shell/shortcuts/shortcuts-bar';
import { UserMenu } from '@/shell/user-menu';
import { ToolbarSearch } from './toolbar-search';
import { TOOLBAR_HEIGHT } from './toolbar-size';

type TProps = { barStyle: TBarStyle; isMobile: boolean; hasNavbar: boolean; showBrand: boolean };

/** The admin toolbar (64 px): shortcuts, search, user menu and quick panel; menu and chat toggles on small screens. */
export function ShellToolbar({ barStyle, isMobile, hasNavbar, showBrand }: TProps) {
  const { setNavbarMobileOpen, setQuickPanelOpen, setChatOpen } = useShellUi();
  return (
    <AppBar
      position={barStyle === 'fixed' ? 'sticky' : 'static'}
      color="default"
      elevation={1}
      sx={{ bgcolor: 'background.paper', color: 'text.primary', zIndex: 3 }}
    >
      <Toolbar sx={{ minHeight: `${TOOLBAR_HEIGHT}px !important`, gap: 1 }}>
        {isMobile && hasNavbar && (
          <IconButton
            color="inherit"
            edge="start"
            aria-label="Abrir menu"
            onClick={() => setNavbarMobileOpen(true)}
          >
            <Menu />
          </IconButton>
        )}
        {showBrand && (
          <Link
            component={RouterLink}
            to="/"
            underline="none"
            sx={{ mr: 1, display: { xs: 'none', sm: 'block' } }}
          >
            <Brand />
          </Link>
        )}
        <ShortcutsBar isCompact={isMobile} />
        <Box sx={{ flex: 1 }} />
        <ToolbarSearch />
        <UserMenu />
        {isMobile && (
          <IconButton color="inherit" aria-label="Abrir chat" onClick={() => setChatOpen(true)}>
            <ChatOutlined />
          </IconButton>
        )}
        <IconButton color="inherit" aria-label="Painel rápido" onClick={() => setQuickPanelOpen(true)}>
          <FormatListBulleted />
        </IconButton>
      </Toolbar>
    </AppBar>
  );
}
