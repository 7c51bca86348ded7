import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';

/** "23 de novembro de 2026, 14:05" */
export function formatFeedTime(iso: string): string {
  return format(new Date(iso), "d 'de' MMMM 'de' yyyy', 'HH:mm", { locale: ptBR });
}
