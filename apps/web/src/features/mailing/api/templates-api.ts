import {
  type TMailTemplateBody,
  type TMailTemplateKind,
  ZMailTemplate,
  ZMailTemplateList,
  ZMailTemplateVersions,
  ZMergeFieldList,
  ZTestMailResult,
} from '@pesquisemais/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { TFormErrorTarget } from '@/lib/mutation-errors';

export const TEMPLATES_KEY = ['mailing', 'templates'] as const;
const id = (value: string) => encodeURIComponent(value);

/** GET /api/mailing/templates — searched by name or subject, by kind. */
export function useTemplates(params: {
  q?: string;
  kind?: TMailTemplateKind;
  page: number;
  pageSize: number;
}) {
  return useQuery(
    queryOptions({
      queryKey: [...TEMPLATES_KEY, 'list', params],
      queryFn: ({ signal }) => {
        const search = new URLSearchParams({ page: String(params.page), pageSize: String(params.pageSize) });
        if (params.q) search.set('q', params.q);
        if (params.kind) search.set('kind', params.kind);
        return apiRequest(`/api/mailing/templates?${search}`, { schema: ZMailTemplateList, signal });
      },
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /api/mailing/templates/:id — the current version. */
export function useTemplate(templateId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: [...TEMPLATES_KEY, 'detail', templateId],
      queryFn: ({ signal }) =>
        apiRequest(`/api/mailing/templates/${id(templateId ?? '')}`, { schema: ZMailTemplate, signal }),
      enabled: templateId !== null,
    }),
  );
}

/** GET /api/mailing/templates/:id/versions — every saved version, newest first. */
export function useTemplateVersions(templateId: string | null) {
  return useQuery(
    queryOptions({
      queryKey: [...TEMPLATES_KEY, 'versions', templateId],
      queryFn: ({ signal }) =>
        apiRequest(`/api/mailing/templates/${id(templateId ?? '')}/versions`, {
          schema: ZMailTemplateVersions,
          signal,
        }),
      enabled: templateId !== null,
    }),
  );
}

/** POST /api/mailing/templates (new) or PUT /api/mailing/templates/:id (a new version). */
export function useSaveTemplate(templateId: string | null, form: TFormErrorTarget) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: TMailTemplateBody) =>
      templateId
        ? apiRequest(`/api/mailing/templates/${id(templateId)}`, {
            method: 'PUT',
            body,
            schema: ZMailTemplate,
          })
        : apiRequest('/api/mailing/templates', { method: 'POST', body, schema: ZMailTemplate }),
    onSuccess: () => client.invalidateQueries({ queryKey: TEMPLATES_KEY }),
    meta: { form },
  });
}

/** GET /api/mailing/merge-fields — the built-in fields and the panel's attribute names. */
export function useMergeFields() {
  return useQuery(
    queryOptions({
      queryKey: ['mailing', 'merge-fields'],
      queryFn: ({ signal }) => apiRequest('/api/mailing/merge-fields', { schema: ZMergeFieldList, signal }),
      select: (data) => data.fields,
      staleTime: 60_000,
    }),
  );
}

export type TPreviewInput = { subject: string; bodyHtml: string; respondentId?: string; campaignId?: string };

/** POST /api/mailing/test — the rendered e-mail to the signed-in user's own address. */
export function useSendTestMail() {
  return useMutation({
    mutationFn: (body: TPreviewInput) =>
      apiRequest('/api/mailing/test', { method: 'POST', body, schema: ZTestMailResult }),
  });
}
