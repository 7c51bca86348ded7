import { ZAppFolder, ZAppLabel } from '@pesquisemais/shared';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from './api-client';

/** The template apps whose side menu the server answers (GET folders, filters, labels). */
export type TMenuApp = 'mail-app' | 'todo-app';

function menuQuery<T>(app: TMenuApp, menu: 'folders' | 'filters' | 'labels', schema: z.ZodType<T>) {
  return queryOptions({
    queryKey: [app, 'menu', menu],
    queryFn: ({ signal }) => apiRequest(`/api/${app}/${menu}`, { schema, signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** GET /api/{app}/folders, /filters and /labels — the app's side menu. */
export function useAppMenus(app: TMenuApp) {
  const folders = useQuery(menuQuery(app, 'folders', z.array(ZAppFolder)));
  const filters = useQuery(menuQuery(app, 'filters', z.array(ZAppFolder)));
  const labels = useQuery(menuQuery(app, 'labels', z.array(ZAppLabel)));
  return { folders: folders.data ?? [], filters: filters.data ?? [], labels: labels.data ?? [] };
}
