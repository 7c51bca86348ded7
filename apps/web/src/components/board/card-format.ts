import type { TDocCard } from '@pesquisemais/shared';

/** Board label classes (red, orange...) as theme colours. */
export const LABEL_COLORS: Record<string, string> = {
  red: 'error.main',
  orange: 'warning.main',
  green: 'success.main',
  blue: 'info.main',
  purple: 'primary.main',
};

/** Checked items over all items of the card's checklists (null: no items). */
export function checklistProgress(
  card: Pick<TDocCard, 'checklists'>,
): { done: number; total: number } | null {
  const items = card.checklists.flatMap((checklist) => checklist.checkItems);
  if (items.length === 0) return null;
  return { done: items.filter((item) => item.checked).length, total: items.length };
}

/** The due date in pt-BR ('12 de dez., 18:00'), flagged when past. */
export function dueLabel(due: string, now = new Date()): { text: string; isOverdue: boolean } {
  const date = new Date(due);
  const text = date.toLocaleString('pt-BR', {
    day: '2-digit',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'America/Sao_Paulo',
  });
  const isOverdue = date.getTime() < now.getTime();
  return { text: isOverdue ? `${text} (atrasado)` : text, isOverdue };
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The description as edited (paragraphs of text) to the HTML the server keeps (and sanitizes again). */
export function textToHtml(text: string): string {
  return text
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean)
    .map((paragraph) => `<p>${escapeHtml(paragraph).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** The stored HTML back to editable text: paragraphs separated by a blank line. */
export function htmlToText(html: string): string {
  if (!html) return '';
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  const blocks = [...body.querySelectorAll('p, li, h1, h2, h3, blockquote, pre')];
  if (blocks.length === 0) return body.textContent ?? '';
  return blocks
    .map((block) => {
      for (const br of block.querySelectorAll('br')) br.replaceWith('\n');
      return block.textContent ?? '';
    })
    .join('\n\n');
}

/** A local date-time input value (yyyy-MM-ddTHH:mm) from an ISO instant, and back. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}
export const fromLocalInput = (value: string): string | null =>
  value ? new Date(value).toISOString() : null;
