import {
  staffFilePath,
  type TCorrectResponseBody,
  type TResponseListQuery,
  type TResponseStatus,
  ZResponseDetail,
  ZResponseList,
} from '@pesquisemais/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { downloadWithSession } from '@/lib/download-file';

const id = (value: string) => encodeURIComponent(value);

export function useCampaignResponses(campaignId: string, params: TResponseListQuery) {
  return useQuery(
    queryOptions({
      queryKey: ['campaigns', 'responses', campaignId, params],
      queryFn: ({ signal }) => {
        const search = new URLSearchParams();
        for (const [key, value] of Object.entries(params))
          if (value !== undefined && value !== '') search.set(key, String(value));
        return apiRequest(`/api/campaigns/${id(campaignId)}/responses?${search.toString()}`, {
          schema: ZResponseList,
          signal,
        });
      },
      placeholderData: keepPreviousData,
    }),
  );
}

export function useResponseDetail(responseId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: ['responses', 'detail', responseId],
      queryFn: ({ signal }) =>
        apiRequest(`/api/responses/${id(responseId ?? '')}`, { schema: ZResponseDetail, signal }),
      enabled: responseId !== null,
    }),
  );
}

export function correctResponse(responseId: string, body: TCorrectResponseBody) {
  return apiRequest(`/api/responses/${id(responseId)}`, { method: 'PATCH', body, schema: ZResponseDetail });
}

export function deleteResponse(responseId: string) {
  return apiRequest(`/api/responses/${id(responseId)}`, { method: 'DELETE' });
}

export type TExportFormat = 'csv' | 'xlsx' | 'sav';

/** Correction (audited) of one response; a failure reaches the snackbar through the mutation cache. */
export function useCorrectResponse(responseId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TCorrectResponseBody) => correctResponse(responseId, body),
    onSuccess: (updated) => {
      client.setQueryData(['responses', 'detail', responseId], updated);
      return client.invalidateQueries({ queryKey: ['campaigns'] });
    },
  });
}

export function useDeleteResponse() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteResponse,
    onSuccess: () => client.invalidateQueries({ queryKey: ['campaigns'] }),
  });
}

/** Downloads the export with the session's token. */
export function downloadExport(
  campaignId: string,
  format: TExportFormat,
  labels: boolean,
  statuses: TResponseStatus[] = ['complete'],
) {
  const search = new URLSearchParams({ format, labels: String(labels), status: statuses.join(',') });
  return downloadWithSession(
    `/api/campaigns/${id(campaignId)}/export?${search.toString()}`,
    `respostas.${format}`,
  );
}

/** Downloads a file a respondent sent (staff route: the same token), saved under its own name. */
export function downloadResponseFile(responseId: string, fileId: string, name: string) {
  return downloadWithSession(staffFilePath(id(responseId), id(fileId)), name, false);
}

/** The export file; a refusal reaches the snackbar through the mutation cache. */
export function useDownloadExport(campaignId: string) {
  return useMutation({
    mutationFn: ({
      format,
      labels,
      statuses,
    }: {
      format: TExportFormat;
      labels: boolean;
      statuses: TResponseStatus[];
    }) => downloadExport(campaignId, format, labels, statuses),
  });
}

export function useDownloadResponseFile() {
  return useMutation({
    mutationFn: ({ responseId, fileId, name }: { responseId: string; fileId: string; name: string }) =>
      downloadResponseFile(responseId, fileId, name),
  });
}
