import { can } from '@pesquisemais/shared';
import { useAuth } from '@/lib/auth/auth-context';
import { useShellSettings } from '@/shell/settings/shell-settings-context';

/** Whether the chat's contact rail sits on the right edge (large screens): the shell keeps clear of it. */
export function useHasChatRail(): boolean {
  const { user, isGuest } = useAuth();
  const { current } = useShellSettings();
  return current.layout.config.rightSidePanel.display && !isGuest && can(user, 'chat:use');
}
