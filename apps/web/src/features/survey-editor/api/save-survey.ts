import { type TUpdateSurveyBody, ZImportedSurvey, ZSurvey, ZSurveyVersion } from '@pesquisemais/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** PATCH /api/surveys/:id — 409 when `baseRevision` is stale (someone else saved). */
export function patchSurvey(id: string, body: TUpdateSurveyBody) {
  return apiRequest(`/api/surveys/${encodeURIComponent(id)}`, { method: 'PATCH', body, schema: ZSurvey });
}

/**
 * POST /api/surveys/:id/import — replaces the draft; 422 (nothing changed) when invalid. `importNotes`
 * says what the server normalised (names given, root elements put in a page).
 */
export function importDraft(id: string, schema: unknown, baseRevision: number) {
  return apiRequest(`/api/surveys/${encodeURIComponent(id)}/import`, {
    method: 'POST',
    body: { schema, baseRevision },
    schema: ZImportedSurvey,
  });
}

/** POST /api/surveys/:id/publish — freezes the draft as a new immutable version. */
export function publishSurvey(id: string) {
  return apiRequest(`/api/surveys/${encodeURIComponent(id)}/publish`, {
    method: 'POST',
    schema: ZSurveyVersion,
  });
}

/** Import and publish from the editor; a failure reaches the snackbar through the mutation cache. */
export function useImportDraft(id: string) {
  return useMutation({
    mutationFn: ({ schema, baseRevision }: { schema: unknown; baseRevision: number }) =>
      importDraft(id, schema, baseRevision),
  });
}

export function usePublishSurvey(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: () => publishSurvey(id),
    onSuccess: () => void client.invalidateQueries({ queryKey: ['surveys'] }),
  });
}
