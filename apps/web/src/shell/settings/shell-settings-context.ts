import type { TDeepPartial, TShellSettings } from '@pesquisemais/shared';
import { createContext, useContext } from 'react';

export type TShellSettingsContext = {
  /** The user's own choices over the defaults (what the Theme Settings drawer shows). */
  settings: TShellSettings;
  /** The settings in force on the current route (route settings merged last). */
  current: TShellSettings;
  update: (patch: TDeepPartial<TShellSettings>) => void;
  reset: () => void;
};

export const ShellSettingsContext = createContext<TShellSettingsContext | null>(null);

export function useShellSettings(): TShellSettingsContext {
  const context = useContext(ShellSettingsContext);
  if (!context) throw new Error('useShellSettings precisa de um ShellSettingsProvider');
  return context;
}
