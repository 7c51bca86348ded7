import { type TTodosQuery, ZTodoList } from '@pesquisemais/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

export const TODO_KEY = ['todo-app'] as const;

/** GET /api/todo-app/todos — a folder, filter or label of the user's tasks. */
export function useTodos(query: TTodosQuery) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  return useQuery(
    queryOptions({
      queryKey: [...TODO_KEY, 'todos', query],
      queryFn: ({ signal }) =>
        apiRequest(`/api/todo-app/todos?${search.toString()}`, { schema: ZTodoList, signal }),
    }),
  );
}
