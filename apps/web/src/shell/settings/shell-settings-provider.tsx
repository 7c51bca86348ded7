import {
  DEFAULT_SHELL_SETTINGS,
  mergeShellSettings,
  pickShellSettings,
  type TDeepPartial,
  type TShellSettings,
} from '@pesquisemais/shared';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useAuth } from '@/lib/auth/auth-context';
import { useSaveUser } from '@/lib/auth/use-save-user';
import { ShellSettingsContext } from './shell-settings-context';

/** A guest's choices stay in this browser only. */
export const GUEST_SETTINGS_KEY = 'pmais.shell-settings';

function readGuestSettings(): TShellSettings {
  try {
    const saved: unknown = JSON.parse(localStorage.getItem(GUEST_SETTINGS_KEY) ?? '{}');
    return mergeShellSettings(DEFAULT_SHELL_SETTINGS, saved as Record<string, unknown>);
  } catch {
    return DEFAULT_SHELL_SETTINGS;
  }
}

type TProps = { children: ReactNode; routeLayers: ReadonlyArray<TDeepPartial<TShellSettings>> };

/**
 * Theme and layout settings: the defaults, then the user's (saved on the server in
 * `user.data.settings`, or in localStorage for a guest), then the route's.
 */
export function ShellSettingsProvider({ children, routeLayers }: TProps) {
  const { user, isGuest } = useAuth();
  const { mutate: saveUser } = useSaveUser();
  const saved = useMemo(
    () =>
      isGuest
        ? readGuestSettings()
        : mergeShellSettings(DEFAULT_SHELL_SETTINGS, pickShellSettings(user.data.settings)),
    [isGuest, user.data.settings],
  );
  // Changes apply at once; the saved value catches up when the server answers.
  const [settings, setSettings] = useState(saved);
  useEffect(() => setSettings(saved), [saved]);

  const save = useCallback(
    (next: TShellSettings) => {
      setSettings(next);
      if (isGuest) {
        localStorage.setItem(GUEST_SETTINGS_KEY, JSON.stringify(next));
        return;
      }
      // On failure the screen keeps the choice until reload and says it was not saved.
      saveUser({ settings: { ...user.data.settings, layout: next.layout, theme: next.theme } });
    },
    [isGuest, saveUser, user.data.settings],
  );

  const value = useMemo(
    () => ({
      settings,
      current: mergeShellSettings(settings, ...routeLayers),
      update: (patch: TDeepPartial<TShellSettings>) => save(mergeShellSettings(settings, patch)),
      reset: () => save(DEFAULT_SHELL_SETTINGS),
    }),
    [settings, routeLayers, save],
  );
  return <ShellSettingsContext.Provider value={value}>{children}</ShellSettingsContext.Provider>;
}
