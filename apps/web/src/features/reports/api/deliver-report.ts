import { type TDeliverReportBody, ZReport } from '@pesquisemais/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/reports/:id/deliver — marks a finished report delivered to the client. */
export function deliverReport(id: string, body: TDeliverReportBody) {
  return apiRequest(`/api/reports/${encodeURIComponent(id)}/deliver`, {
    method: 'POST',
    body,
    schema: ZReport,
  });
}

export function useDeliverReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: TDeliverReportBody }) => deliverReport(id, body),
    onSuccess: () => client.invalidateQueries({ queryKey: ['reports'] }),
  });
}
