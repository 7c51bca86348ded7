import { type TCreateReportBody, ZReport } from '@pesquisemais/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { REPORTS_KEY } from './get-reports';

/** POST /api/reports — queues a report (the job makes the file). */
export function createReport(body: TCreateReportBody) {
  return apiRequest('/api/reports', { method: 'POST', body, schema: ZReport });
}

export function useCreateReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createReport,
    onSuccess: () => client.invalidateQueries({ queryKey: REPORTS_KEY }),
  });
}
