import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';

export const formatDateTime = (value: string | null) =>
  value ? format(new Date(value), "dd/MM/yyyy 'às' HH:mm", { locale: ptBR }) : '—';

const number = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1 });

/** '812 bytes', '12,3 KB', '4,1 MB'. */
export function formatSize(bytes: number | null): string {
  if (bytes === null) return '—';
  if (bytes < 1024) return `${bytes} bytes`;
  if (bytes < 1024 * 1024) return `${number.format(bytes / 1024)} KB`;
  return `${number.format(bytes / (1024 * 1024))} MB`;
}
