import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';

/** Spec point 9: month name, day ordinal, year, h:mm:ss am/pm, in pt-BR wording ("23º de novembro de 2026, 4:05:09 pm"). */
export function formatChatTime(time: string | Date): string {
  return format(new Date(time), "do 'de' MMMM 'de' yyyy, h:mm:ss aaa", { locale: ptBR });
}
