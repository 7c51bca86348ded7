import { createContext, useContext } from 'react';

/** Open/closed state of the shell's drawers and panels (spec point 4). */
export type TShellUi = {
  isNavbarMobileOpen: boolean;
  isQuickPanelOpen: boolean;
  isChatOpen: boolean;
  isThemeSettingsOpen: boolean;
  setNavbarMobileOpen: (isOpen: boolean) => void;
  setQuickPanelOpen: (isOpen: boolean) => void;
  setChatOpen: (isOpen: boolean) => void;
  setThemeSettingsOpen: (isOpen: boolean) => void;
};

export const ShellUiContext = createContext<TShellUi | null>(null);

export function useShellUi(): TShellUi {
  const context = useContext(ShellUiContext);
  if (!context) throw new Error('useShellUi precisa do AdminShell');
  return context;
}
