import type { TFileType } from '@pesquisemais/shared';

export const TYPE_LABELS: Record<TFileType, string> = {
  folder: 'Pasta',
  document: 'Documento',
  spreadsheet: 'Planilha',
  presentation: 'Apresentação',
  image: 'Imagem',
  pdf: 'PDF',
  archive: 'Arquivo compactado',
  audio: 'Áudio',
  video: 'Vídeo',
  text: 'Texto',
  file: 'Arquivo',
};

/** 1536 → '1,5 KB' (pt-BR). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toLocaleString('pt-BR', { maximumFractionDigits: 1 })} ${units[unit]}`;
}

/** '23/11/2026 14:05' in São Paulo time. */
export const formatDate = (iso: string | null) =>
  iso
    ? new Date(iso).toLocaleString('pt-BR', {
        timeZone: 'America/Sao_Paulo',
        day: '2-digit',
        month: '2-digit',
        year: 'numeric',
        hour: '2-digit',
        minute: '2-digit',
      })
    : 'Nunca';
