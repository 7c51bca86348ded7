/** Text helpers the server and the web app share: URL handles and HTML escaping. */

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe to place in HTML (element content or a quoted attribute). */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char] as string);
}

/** Plain text as HTML paragraphs (a blank line between them, a line break inside): what was typed is shown, never run. */
export function plainTextToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/**
 * A name as a URL handle: no accents, lower case, words joined by hyphens ('Estudo Cardiologia 2026' →
 * 'estudo-cardiologia-2026'), at most `maxLength` characters; `fallback` when nothing is left.
 */
export function slugify(name: string, { fallback = '', maxLength = 80 } = {}): string {
  const slug = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, maxLength);
  return slug || fallback;
}
