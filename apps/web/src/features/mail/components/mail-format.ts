import { format, isToday } from 'date-fns';
import { ptBR } from 'date-fns/locale';

/** Today's mails show the hour; older ones the day and month (pt-BR). */
export function formatMailTime(iso: string): string {
  const date = new Date(iso);
  return isToday(date)
    ? format(date, 'HH:mm', { locale: ptBR })
    : format(date, "d 'de' MMM", { locale: ptBR });
}

export function formatMailDateTime(iso: string): string {
  return format(new Date(iso), "d 'de' MMMM 'de' yyyy, HH:mm", { locale: ptBR });
}

/** The text of an HTML body, for a one-line excerpt. */
export function mailExcerpt(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
