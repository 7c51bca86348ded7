import { BUSINESS_TIME_ZONE, type TDocCard } from '@pesquisemais/shared';

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
    timeZone: BUSINESS_TIME_ZONE,
  });
  const isOverdue = date.getTime() < now.getTime();
  return { text: isOverdue ? `${text} (atrasado)` : text, isOverdue };
}
