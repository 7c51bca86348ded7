import { ZAnalyticsWidgets, ZProjects, ZProjectWidgets } from '@pesquisemais/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** GET /api/project-dashboard-app/projects — the campaigns one may pick, the newest first. */
export function useProjects() {
  return useQuery(
    queryOptions({
      queryKey: ['insights', 'projects'],
      queryFn: ({ signal }) =>
        apiRequest('/api/project-dashboard-app/projects', { schema: ZProjects, signal }),
    }),
  );
}

/** GET /api/project-dashboard-app/widgets — one project's widgets, or the whole firm's ('' = all). */
export function useProjectWidgets(projectId: string) {
  const query = projectId ? `?projectId=${encodeURIComponent(projectId)}` : '';
  return useQuery(
    queryOptions({
      queryKey: ['insights', 'project', projectId],
      queryFn: ({ signal }) =>
        apiRequest(`/api/project-dashboard-app/widgets${query}`, { schema: ZProjectWidgets, signal }),
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /api/analytics-dashboard-app/widgets */
export function useAnalyticsWidgets() {
  return useQuery(
    queryOptions({
      queryKey: ['insights', 'analytics'],
      queryFn: ({ signal }) =>
        apiRequest('/api/analytics-dashboard-app/widgets', { schema: ZAnalyticsWidgets, signal }),
    }),
  );
}
