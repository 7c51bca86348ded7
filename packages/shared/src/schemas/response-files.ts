import { z } from 'zod';

/** The default of the server's global upload limit (UPLOAD_MAX_MB); the player checks it before sending. */
export const DEFAULT_UPLOAD_MAX_BYTES = 10 * 1024 * 1024;

/** Files one response may hold at most (a retried upload of the same bytes is not counted twice). */
export const MAX_FILES_PER_RESPONSE = 50;

/** Where a respondent's uploaded file is read back; the answer stores this path, never the bytes. */
export const responseFilePath = (responseId: string, fileId: string) =>
  `/api/survey-player/responses/${responseId}/files/${fileId}`;

/** The same file as staff download it from the response view and the export. */
export const staffFilePath = (responseId: string, fileId: string) =>
  `/api/responses/${responseId}/files/${fileId}`;

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const FILE_REFERENCE = new RegExp(`^/api/survey-player/responses/(${UUID})/files/(${UUID})$`, 'i');

/** The response and file ids of a stored reference, or null when `content` is not one. */
export function parseFileReference(content: unknown): { responseId: string; fileId: string } | null {
  if (typeof content !== 'string') return null;
  const match = FILE_REFERENCE.exec(content);
  return match
    ? { responseId: (match[1] as string).toLowerCase(), fileId: (match[2] as string).toLowerCase() }
    : null;
}

export const ZUploadFileQuery = z.object({
  question: z.string().trim().min(1).max(200),
  name: z.string().trim().min(1).max(255),
});
export type TUploadFileQuery = z.infer<typeof ZUploadFileQuery>;

export const ZFileParams = z.object({
  id: z.uuid('Identificador inválido'),
  fileId: z.uuid('Identificador inválido'),
});

/** What an upload answers: the SurveyJS file value to keep in the answer ({ name, type, content }). */
export const ZUploadedFile = z.object({
  id: z.string(),
  name: z.string(),
  type: z.string(),
  size: z.number().int(),
  content: z.string(),
});
export type TUploadedFile = z.infer<typeof ZUploadedFile>;

const megabytes = (bytes: number) =>
  `${(bytes / (1024 * 1024)).toLocaleString('pt-BR', { maximumFractionDigits: 1 })} MB`;
const kilobytesOrMega = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('pt-BR')} KB`
    : megabytes(bytes);

/** The player's and the server's texts about files, written once. */
export const FILE_MESSAGES = {
  tooLarge: (name: string, limit: number) =>
    `O arquivo "${name}" é grande demais: o limite é de ${kilobytesOrMega(limit)}.`,
  empty: (name: string) => `O arquivo "${name}" está vazio.`,
  unknownType: (name: string) =>
    `Não reconhecemos o tipo do arquivo "${name}". Envie uma imagem (JPEG, PNG, GIF, WebP), um PDF, ` +
    'um documento do Office (DOCX, XLSX, PPTX) ou um texto.',
  notAccepted: (name: string, accepted: string) =>
    `O arquivo "${name}" não é de um tipo aceito nesta pergunta (aceitos: ${accepted}).`,
  notFileQuestion: 'Esta pergunta não recebe arquivos.',
  tooMany: `Esta resposta já tem o máximo de ${MAX_FILES_PER_RESPONSE} arquivos.`,
  notFound: 'Arquivo não encontrado.',
  foreign: (question: string) => `A resposta da pergunta ${question} aponta para um arquivo que não é dela.`,
  gone: (question: string) =>
    `Um arquivo da pergunta ${question} não está mais disponível. Envie-o de novo e tente outra vez.`,
  uploadFailed: 'Não foi possível enviar o arquivo. Tente novamente.',
  /** An embedded file (a base64 `data:` URL in the answer) refused on arrival: the question is named. */
  inQuestion: (question: string, problem: string) => `Pergunta ${question}: ${problem}`,
  badDataUrl: (name: string) => `O arquivo "${name}" não veio num formato legível (data URL em base64).`,
} as const;
