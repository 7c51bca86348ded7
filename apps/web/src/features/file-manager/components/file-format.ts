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
