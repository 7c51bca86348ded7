import { type TUserListQuery, ZUserList } from '@pesquisemais/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { searchOf } from '@/lib/search-params';

export type TUserListParams = TUserListQuery & { page: number; pageSize: number };

/** GET /api/users: the registered users, admins only (policy users:list). */
export function getUsers(params: TUserListParams, signal?: AbortSignal) {
  return apiRequest(`/api/users${searchOf(params)}`, { schema: ZUserList, signal });
}

export function usersQueryOptions(params: TUserListParams) {
  return queryOptions({
    queryKey: ['users', params],
    queryFn: ({ signal }) => getUsers(params, signal),
    placeholderData: keepPreviousData,
  });
}

export function useUsers(params: TUserListParams) {
  return useQuery(usersQueryOptions(params));
}
