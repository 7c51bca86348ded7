import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';

/** A due date in pt-BR: "5 de dez. de 2026". */
export function formatDueDate(iso: string): string {
  return format(new Date(iso), "d 'de' MMM 'de' yyyy", { locale: ptBR });
}

/** ISO text to the value of a datetime-local input (the browser's time), and back. */
export function toLocalInput(iso: string | null): string {
  return iso ? format(new Date(iso), "yyyy-MM-dd'T'HH:mm") : '';
}

export function fromLocalInput(value: string): string | null {
  return value ? new Date(value).toISOString() : null;
}
