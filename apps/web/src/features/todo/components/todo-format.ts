import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';

/** A due date in pt-BR: "5 de dez. de 2026". */
export function formatDueDate(iso: string): string {
  return format(new Date(iso), "d 'de' MMM 'de' yyyy", { locale: ptBR });
}

export { fromLocalInput, toLocalInput } from '@/lib/local-datetime';
