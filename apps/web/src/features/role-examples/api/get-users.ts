import { ZUserList } from '@pesquisemais/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export type TUserListParams = { page: number; pageSize: number; q?: string };

/** GET /api/users: the registered users, admins only (policy users:list). */
export function getUsers({ page, pageSize, q }: TUserListParams, signal?: AbortSignal) {
  const search = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
  if (q) search.set('q', q);
  return apiRequest(`/api/users?${search.toString()}`, { schema: ZUserList, signal });
}

export function usersQueryOptions(params: TUserListParams) {
  return queryOptions({
    queryKey: ['users', params],
    queryFn: ({ signal }) => getUsers(params, signal),
  });
}

export function useUsers(params: TUserListParams) {
  return useQuery(usersQueryOptions(params));
}
