import type { FastifyReply } from 'fastify';
import { contentDisposition } from '../../core/files/send-file';
import type { StoredFile } from './response-files.service';

/**
 * Always a download, with the type read from the bytes and nosniff: an uploaded HTML or SVG file never
 * runs as a page of this origin.
 */
export function sendStoredFile(reply: FastifyReply, file: StoredFile) {
  return reply
    .header('content-type', file.row.content_type)
    .header('content-disposition', contentDisposition(file.row.original_name))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .send(Buffer.from(file.content.buffer, file.content.byteOffset, file.content.byteLength));
}
