import { OBSERVER_SEATS, ZUserList } from '@pesquisemais/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

const WATCHER_ROLES: readonly string[] = OBSERVER_SEATS;

/** GET /api/users (admins only): accounts with a watcher role, to seat as a room's observers. */
export function useObserverOptions(isEnabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: ['rooms', 'observer-options'],
      queryFn: async ({ signal }) => {
        const list = await apiRequest('/api/users?page=1&pageSize=100', { schema: ZUserList, signal });
        return list.items.filter((user) => WATCHER_ROLES.includes(user.role));
      },
      enabled: isEnabled,
    }),
  );
}
