import { queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo } from 'react';
import { apiBlob } from '@/lib/api-client';

/**
 * An attachment's image preview as an object URL: an <img> cannot send the bearer header, so the bytes
 * come through an authorized fetch (the server checks the board on every request).
 */
export function useAttachmentImage(src: string | null | undefined): string | null {
  const { data } = useQuery(
    queryOptions({
      queryKey: ['docs', 'image', src],
      queryFn: ({ signal }) => apiBlob(src as string, signal),
      enabled: Boolean(src),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
  const url = useMemo(() => (data ? URL.createObjectURL(data) : null), [data]);
  useEffect(() => () => (url ? URL.revokeObjectURL(url) : undefined), [url]);
  return url;
}
