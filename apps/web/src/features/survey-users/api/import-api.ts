import {
  PANEL_IMPORT_LIMITS,
  PANEL_IMPORT_MESSAGES,
  type TPanelImportColumn,
  type TPanelImportOnExisting,
  ZPanelImportPreview,
  ZPanelImportReport,
} from '@pesquisemais/shared';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { toErrorLine } from '@/lib/mutation-errors';
import { PANEL_QUERY_KEY } from './survey-users-api';

/** A chosen file, read as base64 (the API takes the file in JSON; see the server's import routes). */
export type TImportFile = { id: string; name: string; content: string };

let fileSequence = 0;

export function readImportFile(file: File): Promise<TImportFile> {
  if (file.size > PANEL_IMPORT_LIMITS.maxBytes)
    return Promise.reject(new Error(PANEL_IMPORT_MESSAGES.fileTooLarge));
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onerror = () => reject(new Error('Não foi possível ler o arquivo.'));
    reader.onload = () => {
      const url = String(reader.result);
      fileSequence += 1;
      resolve({
        id: `${fileSequence}-${file.name}`,
        name: file.name,
        content: url.slice(url.indexOf(',') + 1),
      });
    };
    reader.readAsDataURL(file);
  });
}

export function importPreviewKey(
  file: TImportFile | null,
  mapping: TPanelImportColumn[] | null,
  onExisting: TPanelImportOnExisting,
) {
  return ['panel-import', file?.id ?? null, mapping, onExisting] as const;
}

/** Without a mapping the server suggests one; with one, the counts follow it. */
export function requestPreview(
  file: TImportFile,
  mapping: TPanelImportColumn[] | null,
  onExisting: TPanelImportOnExisting,
  signal?: AbortSignal,
) {
  return apiRequest('/api/survey-users/import/preview', {
    body: { fileName: file.name, content: file.content, onExisting, ...(mapping ? { mapping } : {}) },
    schema: ZPanelImportPreview,
    signal,
  });
}

/** The preview of the chosen mapping; the file never changes for a key, so an answer never goes stale. */
export function useImportPreview(
  file: TImportFile | null,
  mapping: TPanelImportColumn[] | null,
  onExisting: TPanelImportOnExisting,
  isEnabled: boolean,
) {
  return useQuery(
    queryOptions({
      queryKey: importPreviewKey(file, mapping, onExisting),
      queryFn: ({ signal }) => {
        if (!file) throw new Error('Nenhum arquivo escolhido.');
        return requestPreview(file, mapping, onExisting, signal);
      },
      enabled: file !== null && isEnabled,
      placeholderData: keepPreviousData,
      staleTime: Number.POSITIVE_INFINITY,
      gcTime: 60_000,
    }),
  );
}

type TCommitImport = {
  file: TImportFile;
  mapping: TPanelImportColumn[];
  onExisting: TPanelImportOnExisting;
};
const REFUSED_FILE_CODES = ['VALIDATION', 'PAYLOAD_TOO_LARGE', 'UNSUPPORTED_MEDIA_TYPE', 'UNPROCESSABLE'];

export function commitImport(
  file: TImportFile,
  mapping: TPanelImportColumn[],
  onExisting: TPanelImportOnExisting,
) {
  return apiRequest('/api/survey-users/import/commit', {
    body: { fileName: file.name, content: file.content, mapping, onExisting },
    schema: ZPanelImportReport,
  });
}

/** Commits the import; a refused file (422, 413, 415, 400) is the dialog's message, anything else the snackbar's. */
export function useCommitImport(show: (message: string) => void) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, mapping, onExisting }: TCommitImport) => commitImport(file, mapping, onExisting),
    onSuccess: () => client.invalidateQueries({ queryKey: PANEL_QUERY_KEY }),
    meta: { form: { ...toErrorLine(show), message: { codes: REFUSED_FILE_CODES, show } } },
  });
}
