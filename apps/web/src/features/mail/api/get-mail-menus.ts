import { useAppMenus } from '@/lib/template-app-menus';

/** GET /api/mail-app/folders, /filters and /labels — the mailbox side menu. */
export function useMailMenus() {
  return useAppMenus('mail-app');
}
