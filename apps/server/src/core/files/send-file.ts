import type { Readable } from 'node:stream';
import type { FastifyReply } from 'fastify';
import { PREVIEWABLE_IMAGE_TYPES } from './content-type';

/** RFC 6266: an ASCII fallback name and the exact UTF-8 one. */
export function contentDisposition(name: string, inline = false): string {
  const ascii =
    name
      .normalize('NFD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\]/g, '_') || 'arquivo';
  // RFC 5987's attr-char leaves out ' ( ) * that encodeURIComponent keeps.
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${inline ? 'inline' : 'attachment'}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export interface SendableFile {
  stream: Readable;
  contentType: string;
  name: string;
  size?: number;
  /** Shown in the page (image previews) rather than downloaded; only raster images ever are. */
  inline?: boolean;
}

/**
 * The type read from the bytes, nosniff and a sandbox: an uploaded HTML or SVG file never runs as a page
 * of this origin. Only JPEG/PNG/GIF/WebP may be inline (previews); everything else is a download.
 */
export function sendFile(reply: FastifyReply, file: SendableFile) {
  const inline = Boolean(file.inline) && PREVIEWABLE_IMAGE_TYPES.includes(file.contentType);
  reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.name, inline))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox");
  if (file.size !== undefined) reply.header('content-length', String(file.size));
  return reply.send(file.stream);
}
