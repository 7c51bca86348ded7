import { ZPushTestResult, ZUserList } from '@pesquisemais/shared';
import { useMutation, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/users?q=: users to pick (admins only). */
export function useUserLookup(q: string) {
  return useQuery({
    queryKey: ['push-test-users', q],
    queryFn: ({ signal }) =>
      apiRequest(`/api/users?${new URLSearchParams({ q, page: '1', pageSize: '5' }).toString()}`, {
        schema: ZUserList,
        signal,
      }),
    enabled: q.trim().length >= 2,
  });
}

/** POST /api/push/test: a test notification to every subscription of the user. */
export function useSendTestPush() {
  return useMutation({
    mutationFn: (userId: string) =>
      apiRequest('/api/push/test', { method: 'POST', body: { userId }, schema: ZPushTestResult }),
  });
}
