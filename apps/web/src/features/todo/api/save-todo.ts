import { type TTodoInput, ZTodo } from '@pesquisemais/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { TODO_KEY } from './get-todos';

/** POST new-todo (no id) or update-todo (with id) — one task. */
export function useSaveTodo() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (todo: Omit<TTodoInput, 'labels'> & { labels?: string[]; id?: string; deleted?: boolean }) =>
      apiRequest(todo.id ? '/api/todo-app/update-todo' : '/api/todo-app/new-todo', {
        method: 'POST',
        body: todo,
        schema: ZTodo,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: TODO_KEY }),
  });
}
