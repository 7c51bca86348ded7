import { parseFileReference, staffFilePath } from '@pesquisemais/shared';

/** How one answer value becomes one cell: a number, a text, a file's name and where to get it. */

type Answers = Record<string, unknown>;

const NUMBER_TEXT = /^-?\d+(?:\.\d+)?(?:e[+-]?\d+)?$/i;

export const plain = (value: unknown) =>
  typeof value === 'string'
    ? value
        .replace(/<[^>]*>/g, '')
        .replace(/\s+/g, ' ')
        .trim()
    : '';

export const isObject = (value: unknown): value is Answers =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && NUMBER_TEXT.test(value.trim())) return Number(value);
  return null;
}

export function toText(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

/**
 * Files are written as their names and, when the file is stored apart, where to get it; a file or signature
 * embedded in the answer (a data: URL) is named only (its bytes do not fit in a cell).
 */
export function fileText(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  const files = Array.isArray(value) ? value : [value];
  const texts = files.map((file) => {
    if (typeof file === 'string') return file.startsWith('data:') ? '(imagem embutida)' : file;
    if (!isObject(file)) return toText(file) ?? '';
    const name = typeof file.name === 'string' ? file.name : '';
    // A file stored by the product is downloaded by staff from the responses API, not the player's path.
    const stored = parseFileReference(file.content);
    if (stored) return `${name || 'arquivo'} (${staffFilePath(stored.responseId, stored.fileId)})`;
    const where = [file.url, file.content].find(
      (item): item is string => typeof item === 'string' && item !== '' && !item.startsWith('data:'),
    );
    return [name, where].filter(Boolean).join(' ') || '(arquivo)';
  });
  return texts.join('; ');
}
