import Box from '@mui/material/Box';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, useState } from 'react';
import { ChatPanel } from '@/shell/chat-panel/chat-panel';
import { CONTACT_RAIL_WIDTH } from '@/shell/chat-panel/contact-rail';
import { useHasChatRail } from '@/shell/chat-panel/use-chat-rail';
import { QuickPanel } from '@/shell/quick-panel/quick-panel';
import { useShellSettings } from '@/shell/settings/shell-settings-context';
import { ShellSettingsProvider } from '@/shell/settings/shell-settings-provider';
import { ShellUiContext, type TShellUi } from '@/shell/shell-ui-context';
import { ShortcutsProvider } from '@/shell/shortcuts/shortcuts-provider';
import { ThemeSettingsDrawer } from '@/shell/theme-settings/theme-settings-drawer';
import { getShellTheme } from '../theme/shell-themes';
import { routeSettingsLayers } from './layout-settings';
import { Layout1 } from './layout1/layout1';
import { Layout2 } from './layout2/layout2';
import { Layout3 } from './layout3/layout3';

const LAYOUTS = { layout1: Layout1, layout2: Layout2, layout3: Layout3 } as const;

function ThemedShell() {
  const { current } = useShellSettings();
  const Layout = LAYOUTS[current.layout.style];
  const { config } = current.layout;
  const hasChatRail = useHasChatRail();
  return (
    <ThemeProvider theme={getShellTheme(current.theme.main)}>
      <CssBaseline />
      {/* On large screens the chat's contact rail stays on the right edge: the shell keeps clear of it. */}
      <Box sx={{ pr: hasChatRail ? { lg: `${CONTACT_RAIL_WIDTH}px` } : 0 }}>
        <Layout settings={current} />
      </Box>
      {config.rightSidePanel.display && <QuickPanel />}
      {config.rightSidePanel.display && <ChatPanel />}
      <ThemeSettingsDrawer />
    </ThemeProvider>
  );
}

function useShellUiState(): TShellUi {
  const [isNavbarMobileOpen, setNavbarMobileOpen] = useState(false);
  const [isQuickPanelOpen, setQuickPanelOpen] = useState(false);
  const [isChatOpen, setChatOpen] = useState(false);
  const [isThemeSettingsOpen, setThemeSettingsOpen] = useState(false);
  return useMemo(
    () => ({
      isNavbarMobileOpen,
      isQuickPanelOpen,
      isChatOpen,
      isThemeSettingsOpen,
      setNavbarMobileOpen,
      setQuickPanelOpen,
      setChatOpen,
      setThemeSettingsOpen,
    }),
    [isNavbarMobileOpen, isQuickPanelOpen, isChatOpen, isThemeSettingsOpen],
  );
}

/** The admin shell (lazy chunk): settings, shortcuts, themes, the chosen layout and its side panels. */
export function AdminShell({ handles }: { handles: readonly unknown[] }) {
  const layersKey = JSON.stringify(routeSettingsLayers(handles));
  const layers = useMemo(() => JSON.parse(layersKey) as ReturnType<typeof routeSettingsLayers>, [layersKey]);
  const ui = useShellUiState();
  return (
    <ShellSettingsProvider routeLayers={layers}>
      <ShortcutsProvider>
        <ShellUiContext.Provider value={ui}>
          <ThemedShell />
        </ShellUiContext.Provider>
      </ShortcutsProvider>
    </ShellSettingsProvider>
  );
}
