import type { TShellSettings } from '@pesquisemais/shared';
import { ShellFrame } from '../shell-frame';

/** Toolbar on top with the horizontal menu below it (a drawer on small screens). */
export function Layout2({ settings }: { settings: TShellSettings }) {
  return <ShellFrame settings={settings} navbar="top" />;
}
