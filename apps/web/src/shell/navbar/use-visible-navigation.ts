import { filterNavigation, NAVIGATION, type TNavItem } from '@pesquisemais/shared';
import { useMemo } from 'react';
import { useAuth } from '@/lib/auth/auth-context';

/** The navigation the signed-in role may see (the server still checks every route). */
export function useVisibleNavigation(): TNavItem[] {
  const { user } = useAuth();
  return useMemo(() => filterNavigation(NAVIGATION, user.role), [user.role]);
}
