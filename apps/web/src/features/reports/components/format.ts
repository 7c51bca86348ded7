import { format } from 'date-fns';
import { ptBR } from 'date-fns/locale';
import { formatBytes } from '@/lib/format-bytes';

export const formatDateTime = (value: string | null) =>
  value ? format(new Date(value), "dd/MM/yyyy 'às' HH:mm", { locale: ptBR }) : '—';

/** '812 B', '12,3 KB', '4,1 MB'; '—' when not known. */
export const formatSize = (bytes: number | null): string => (bytes === null ? '—' : formatBytes(bytes));
