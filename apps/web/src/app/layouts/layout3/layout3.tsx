import type { TShellSettings } from '@pesquisemais/shared';
import { ShellFrame } from '../shell-frame';

/** Vertical navbar on the right. */
export function Layout3({ settings }: { settings: TShellSettings }) {
  return <ShellFrame settings={settings} navbar="right" />;
}
