import {
  type TMailingJobBody,
  type TMailingJobPage,
  type TRecipientStatus,
  ZMailingJob,
  ZMailingJobList,
  ZMailingPreview,
  ZMailingRecipientList,
} from '@pesquisemais/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { TFormErrorTarget } from '@/lib/mutation-errors';

export const JOBS_KEY = ['mailing', 'jobs'] as const;
export const jobKey = (jobId: string) => [...JOBS_KEY, 'detail', jobId] as const;
export const recipientsKey = (jobId: string) => [...JOBS_KEY, 'recipients', jobId] as const;
const id = (value: string) => encodeURIComponent(value);

/** GET /api/mailing-jobs?view= — one tab of /apps/mailingjobs/{subPage}. */
export function useMailingJobs(view: TMailingJobPage, page: number, pageSize: number) {
  return useQuery(
    queryOptions({
      queryKey: [...JOBS_KEY, 'list', view, page, pageSize],
      queryFn: ({ signal }) =>
        apiRequest(
          `/api/mailing-jobs?${new URLSearchParams({ view, page: String(page), pageSize: String(pageSize) })}`,
          {
            schema: ZMailingJobList,
            signal,
          },
        ),
      placeholderData: keepPreviousData,
    }),
  );
}

/**
 * GET /api/mailing-jobs/:id — the socket keeps it live (useJobProgress; a separate worker process's progress
 * comes through the web process too); a slow poll covers a socket that is reconnecting.
 */
export function useMailingJob(jobId: string) {
  return useQuery(
    queryOptions({
      queryKey: jobKey(jobId),
      queryFn: ({ signal }) => apiRequest(`/api/mailing-jobs/${id(jobId)}`, { schema: ZMailingJob, signal }),
      refetchInterval: (query) => (query.state.data?.status === 'running' ? 5000 : false),
    }),
  );
}

/** GET /api/mailing-jobs/:id/recipients — each recipient's status, filtered by one. */
export function useJobRecipients(
  jobId: string,
  status: TRecipientStatus | '',
  page: number,
  pageSize: number,
) {
  return useQuery(
    queryOptions({
      queryKey: [...recipientsKey(jobId), status, page, pageSize],
      queryFn: ({ signal }) => {
        const search = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
        if (status) search.set('status', status);
        return apiRequest(`/api/mailing-jobs/${id(jobId)}/recipients?${search}`, {
          schema: ZMailingRecipientList,
          signal,
        });
      },
      placeholderData: keepPreviousData,
    }),
  );
}

/** POST /api/mailing-jobs/preview — how many would get the e-mail, and who is left out and why. */
export function usePreviewRecipients(form: TFormErrorTarget) {
  return useMutation({
    mutationFn: (body: TMailingJobBody) =>
      apiRequest('/api/mailing-jobs/preview', { method: 'POST', body, schema: ZMailingPreview }),
    meta: { form },
  });
}

/** POST /api/mailing-jobs — starts now or at the scheduled time. */
export function useCreateMailingJob(form: TFormErrorTarget) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TMailingJobBody) =>
      apiRequest('/api/mailing-jobs', { method: 'POST', body, schema: ZMailingJob }),
    onSuccess: () => client.invalidateQueries({ queryKey: JOBS_KEY }),
    meta: { form },
  });
}

export type TJobAction = 'pause' | 'resume' | 'cancel';

/** POST /api/mailing-jobs/:id/{pause|resume|cancel} — audited with who and when. */
export function useJobAction(jobId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: TJobAction) =>
      apiRequest(`/api/mailing-jobs/${id(jobId)}/${action}`, { method: 'POST', schema: ZMailingJob }),
    onSuccess: (job) => {
      client.setQueryData(jobKey(jobId), job);
      return client.invalidateQueries({ queryKey: JOBS_KEY });
    },
  });
}
