import type { FastifyReply } from 'fastify';
import type { StoredFile } from './response-files.service';

/** RFC 6266: an ASCII fallback name and the exact UTF-8 one. */
function disposition(name: string): string {
  const ascii =
    name
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_') || 'arquivo';
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
}

/**
 * Always a download, with the type read from the bytes and nosniff: an uploaded HTML or SVG file never
 * runs as a page of this origin.
 */
export function sendStoredFile(reply: FastifyReply, file: StoredFile) {
  return reply
    .header('content-type', file.row.content_type)
    .header('content-disposition', disposition(file.row.original_name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength));
}
