import type { TShellSettings } from '@pesquisemais/shared';
import { ShellFrame } from '../shell-frame';

/** Vertical navbar on the left; toolbar and footer inside the content column unless set above. */
export function Layout1({ settings }: { settings: TShellSettings }) {
  return <ShellFrame settings={settings} navbar="left" />;
}
