import { type TFileItem, ZFileItem, ZFileListing } from '@pesquisemais/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { z } from 'zod';
import { apiBlob, apiRequest } from '@/lib/api-client';

const BASE = '/api/file-manager-app';
export const FILES_KEY = ['file-manager'] as const;

/** GET /api/file-manager-app/files — one folder of this user's files (the root without folderId). */
export const useFiles = (folderId: string | null) =>
  useQuery(
    queryOptions({
      queryKey: [...FILES_KEY, 'list', folderId],
      queryFn: ({ signal }) =>
        apiRequest(`${BASE}/files${folderId ? `?folderId=${encodeURIComponent(folderId)}` : ''}`, {
          schema: ZFileListing,
          signal,
        }),
    }),
  );

/** An image's preview as an object URL (an <img> cannot send the bearer header). */
export function usePreview(src: string | null): string | null {
  const { data } = useQuery(
    queryOptions({
      queryKey: [...FILES_KEY, 'preview', src],
      queryFn: ({ signal }) => apiBlob(src as string, signal),
      enabled: Boolean(src),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
  const url = useMemo(() => (data ? URL.createObjectURL(data) : null), [data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}

/** Every change reloads the listings (sizes, opened dates and the space used move with it). */
function useFilesMutation<T, R>(call: (input: T) => Promise<R>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => client.invalidateQueries({ queryKey: [...FILES_KEY, 'list'] }),
  });
}
const post = <T>(path: string, body: unknown, schema: z.ZodType<T>) =>
  apiRequest(`${BASE}/${path}`, { method: 'POST', body, schema });

export const useNewFolder = () =>
  useFilesMutation(({ parentId, name }: { parentId: string | null; name: string }) =>
    post('folder/new', { parentId, name }, ZFileItem),
  );

/** POST upload — the raw bytes, the name (and folder) in the query; the server checks size and type. */
export const useUpload = () =>
  useFilesMutation(({ parentId, file }: { parentId: string | null; file: File }) =>
    apiRequest(
      `${BASE}/upload?${new URLSearchParams({ name: file.name, ...(parentId ? { parentId } : {}) }).toString()}`,
      { method: 'POST', rawBody: file, schema: ZFileItem },
    ),
  );

export const useRenameFile = () =>
  useFilesMutation(({ id, name }: { id: string; name: string }) =>
    post('file/rename', { id, name }, ZFileItem),
  );

/** POST file/move — into another folder (null: 'Meus arquivos'). */
export const useMoveFile = () =>
  useFilesMutation(({ id, parentId }: { id: string; parentId: string | null }) =>
    post('file/move', { id, parentId }, ZFileItem),
  );

export const useSetOffline = () =>
  useFilesMutation(({ id, offline }: { id: string; offline: boolean }) =>
    post('file/offline', { id, offline }, ZFileItem),
  );

export const useDeleteFile = () =>
  useFilesMutation((id: string) => post('file/delete', { id }, z.object({ id: z.string() })));

/** GET file — saves the bytes under the file's name (and marks it opened). */
export const useDownload = () =>
  useFilesMutation(async (file: TFileItem) => {
    const url = URL.createObjectURL(await apiBlob(`${BASE}/file?id=${file.id}`));
    const link = document.createElement('a');
    link.href = url;
    link.download = file.name;
    link.click();
    URL.revokeObjectURL(url);
  });
