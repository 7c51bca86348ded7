import { createContext, useContext } from 'react';

export type TShortcuts = {
  shortcuts: readonly string[];
  toggle: (id: string) => void;
  isShortcut: (id: string) => boolean;
};

export const ShortcutsContext = createContext<TShortcuts | null>(null);

export function useShortcuts(): TShortcuts {
  const context = useContext(ShortcutsContext);
  if (!context) throw new Error('useShortcuts precisa de um ShortcutsProvider');
  return context;
}
