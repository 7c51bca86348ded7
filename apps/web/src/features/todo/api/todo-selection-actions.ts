import { ZTodo, ZTodoList } from '@pesquisemais/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { TODO_KEY } from './get-todos';

/** POST remove-todo, set-folder, toggle-label and delete-todos — removing is a soft delete. */
export function useTodoActions() {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: TODO_KEY });
  const removeOne = useMutation({
    mutationFn: (id: string) =>
      apiRequest('/api/todo-app/remove-todo', { method: 'POST', body: { id }, schema: ZTodo }),
    onSuccess,
  });
  const restore = useMutation({
    mutationFn: (selectedTodoIds: string[]) =>
      apiRequest('/api/todo-app/set-folder', {
        method: 'POST',
        body: { selectedTodoIds, folderId: 'all' },
        schema: ZTodoList,
      }),
    onSuccess,
  });
  const toggleLabel = useMutation({
    mutationFn: (body: { selectedTodoIds: string[]; labelId: string }) =>
      apiRequest('/api/todo-app/toggle-label', { method: 'POST', body, schema: ZTodoList }),
    onSuccess,
  });
  const removeMany = useMutation({
    mutationFn: (selectedTodoIds: string[]) =>
      apiRequest('/api/todo-app/delete-todos', {
        method: 'POST',
        body: { selectedTodoIds },
        schema: ZTodoList,
      }),
    onSuccess,
  });
  return { removeOne, restore, toggleLabel, removeMany };
}
