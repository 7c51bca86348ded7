import { fileTypeFromBuffer } from 'file-type';

/** Bytes `file-type` needs to recognise every format it knows. */
export const SNIFF_BYTES = 4100;

/**
 * What a research team attaches: pictures, PDFs, office files and archives, text, audio and video.
 * Executables, scripts packed as binaries and unknown formats are not in it.
 */
export const DEFAULT_ACCEPTED_TYPES: readonly string[] = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
  'image/bmp',
  'image/heic',
  'image/heif',
  'image/avif',
  'application/pdf',
  'application/zip',
  'application/x-cfb',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/vnd.oasis.opendocument.presentation',
  'text/plain',
  'text/csv',
  'audio/*',
  'video/*',
];

/** Raster images a browser may show inline from this origin (SVG is text here, never inline). */
export const PREVIEWABLE_IMAGE_TYPES: readonly string[] = [
  'image/jpeg',
  'image/png',
  'image/gif',
  'image/webp',
];

/**
 * The content type of a file from its first bytes (`file-type`'s magic numbers); text without control
 * characters is text/plain (text/csv when named .csv). Null when nothing fits: the caller refuses it.
 */
export async function detectContentType(head: Uint8Array, name = ''): Promise<string | null> {
  const found = await fileTypeFromBuffer(head);
  if (found) return found.mime;
  if (isPlainText(head)) return name.toLowerCase().endsWith('.csv') ? 'text/csv' : 'text/plain';
  return null;
}

export function isAcceptedType(type: string, accept: readonly string[]): boolean {
  return accept.some((item) => (item.endsWith('/*') ? type.startsWith(item.slice(0, -1)) : item === type));
}

/** UTF-8 without control characters other than tab and line breaks (a cut multi-byte tail is fine). */
function isPlainText(head: Uint8Array): boolean {
  const text = new TextDecoder('utf-8').decode(head).replace(/\uFFFD{1,3}$/, '');
  if (text.includes('\uFFFD')) return false;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this looks for
  return !/[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/.test(text);
}
