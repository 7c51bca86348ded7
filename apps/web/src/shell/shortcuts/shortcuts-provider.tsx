import { toggleShortcut } from '@pesquisemais/shared';
import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { useAuth } from '@/lib/auth/auth-context';
import { useSaveUser } from '@/lib/auth/use-save-user';
import { ShortcutsContext } from './shortcuts-context';

/** The user's shortcuts (navigation item ids); a star toggles one and saves the whole list. */
export function ShortcutsProvider({ children }: { children: ReactNode }) {
  const { user, isGuest } = useAuth();
  const { mutate: saveUser } = useSaveUser();
  const [shortcuts, setShortcuts] = useState<readonly string[]>(user.data.shortcuts);
  useEffect(() => setShortcuts(user.data.shortcuts), [user.data.shortcuts]);

  const toggle = useCallback(
    (id: string) => {
      const next = toggleShortcut(shortcuts, id);
      setShortcuts(next);
      // A guest's shortcuts last for this visit only: there is no user to save them to.
      if (isGuest) return;
      saveUser({ shortcuts: next });
    },
    [shortcuts, isGuest, saveUser],
  );

  const value = useMemo(
    () => ({ shortcuts, toggle, isShortcut: (id: string) => shortcuts.includes(id) }),
    [shortcuts, toggle],
  );
  return <ShortcutsContext.Provider value={value}>{children}</ShortcutsContext.Provider>;
}
