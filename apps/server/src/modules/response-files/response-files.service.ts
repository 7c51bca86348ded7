import { createHash } from 'node:crypto';
import {
  FILE_MESSAGES,
  MAX_FILES_PER_RESPONSE,
  responseFilePath,
  type TUploadedFile,
} from '@pesquisemais/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../core/db/connection';
import { AppError } from '../../lib/app-error';
import { checkFileAnswers } from './check-file-answers';
import { fileValues, findFileQuestion, isFileValue } from './file-questions';
import { createResponseFilesRepository, type ResponseFileRow } from './response-files.repository';
import { isAcceptedType, sniffContentType } from './sniff';

type Loose = Record<string, unknown>;

const DATA_URL = /^data:([^,;]*)(;[^,]*)?;base64,/i;

/** The file values whose content is an embedded `data:` URL, with the answer key that holds each. */
const embeddedFiles = (answers: unknown) =>
  fileValues(answers).filter(
    ({ file }) => typeof file.content === 'string' && file.content.startsWith('data:'),
  );

/** A copy of the answers with each file value passed through `map` (the rest shared, not copied). */
function replaceFiles(node: unknown, map: (file: Loose) => Loose): unknown {
  if (typeof node !== 'object' || node === null) return node;
  if (Array.isArray(node))
    return node.map((item) => (isFileValue(item) ? map(item) : replaceFiles(item, map)));
  return Object.fromEntries(Object.entries(node).map(([key, child]) => [key, replaceFiles(child, map)]));
}

/** The bytes of a base64 data URL, or null when it is not one. */
function decodeDataUrl(url: string): Uint8Array | null {
  const header = DATA_URL.exec(url);
  if (!header) return null;
  const base64 = url.slice(header[0].length);
  if (!/^[A-Za-z0-9+/\s]*={0,2}\s*$/.test(base64)) return null;
  return Buffer.from(base64, 'base64');
}

/** The response a file is uploaded for, as the player's service loaded and authorised it. */
export interface UploadTarget {
  responseId: string;
  campaignId: string;
  /** The questionnaire version the response answers: its file question gives the limits. */
  schema: unknown;
}

export interface UploadInput {
  question: string;
  name: string;
  bytes: Uint8Array;
}

export interface StoredFile {
  row: ResponseFileRow;
  content: Uint8Array;
}

const toUploaded = (row: ResponseFileRow): TUploadedFile => ({
  id: row.id,
  name: row.original_name,
  type: row.content_type,
  size: row.size_bytes,
  content: responseFilePath(row.response_id, row.id),
});

/**
 * Files respondents upload for file questions: checked (size, type from the bytes) and stored in the
 * database; answers keep a reference that the submit checks belongs to the response.
 */
export function createResponseFilesService(db: Db, limits: { maxBytes: number; orphanHours: number }) {
  const files = createResponseFilesRepository(db);

  const service = {
    /** The biggest body an upload may have: the route refuses a larger one before reading it. */
    maxBytes: limits.maxBytes,

    async upload(target: UploadTarget, input: UploadInput): Promise<TUploadedFile> {
      const question = findFileQuestion(target.schema, input.question);
      if (!question) throw new AppError('UNPROCESSABLE', FILE_MESSAGES.notFileQuestion);
      const size = input.bytes.byteLength;
      if (size === 0) throw new AppError('UNPROCESSABLE', FILE_MESSAGES.empty(input.name));
      const limit = question.maxSize > 0 ? Math.min(question.maxSize, limits.maxBytes) : limits.maxBytes;
      if (size > limit) throw new AppError('PAYLOAD_TOO_LARGE', FILE_MESSAGES.tooLarge(input.name, limit));
      const type = sniffContentType(input.bytes, input.name);
      if (!type) throw new AppError('UNSUPPORTED_MEDIA_TYPE', FILE_MESSAGES.unknownType(input.name));
      if (!isAcceptedType(type, question.acceptedTypes)) {
        throw new AppError(
          'UNSUPPORTED_MEDIA_TYPE',
          FILE_MESSAGES.notAccepted(input.name, question.acceptedTypes ?? ''),
        );
      }
      if ((await files.countOfResponse(target.responseId)) >= MAX_FILES_PER_RESPONSE)
        throw new AppError('CONFLICT', FILE_MESSAGES.tooMany);
      const row = await files.insertOnce({
        campaignId: target.campaignId,
        responseId: target.responseId,
        question: input.question,
        name: input.name,
        contentType: type,
        sha256: createHash('sha256').update(input.bytes).digest('hex'),
        content: input.bytes,
      });
      return toUploaded(row);
    },

    async read(responseId: string, fileId: string): Promise<StoredFile> {
      const found = await files.findWithContent(responseId, fileId);
      if (!found) throw new AppError('NOT_FOUND', FILE_MESSAGES.notFound);
      const { content, ...row } = found;
      return { row, content };
    },

    async remove(responseId: string, fileId: string): Promise<void> {
      if (!(await files.remove(responseId, fileId))) throw new AppError('NOT_FOUND', FILE_MESSAGES.notFound);
    },

    /**
     * Files embedded in the answers (SurveyJS's default, storeDataAsText: a base64 `data:` URL as the
     * file's content) move into file storage on arrival, checked as an upload is; the answers returned keep
     * references instead. A file refused is refused with its question named; the answers are not changed.
     */
    async storeEmbedded(
      target: Omit<UploadTarget, 'schema'> & { schema: () => Promise<unknown> },
      answers: Record<string, unknown>,
    ): Promise<Record<string, unknown>> {
      const embedded = embeddedFiles(answers);
      if (embedded.length === 0) return answers;
      const into = { ...target, schema: await target.schema() };
      const stored = new Map<Loose, TUploadedFile>();
      for (const { key, file } of embedded) {
        const name =
          typeof file.name === 'string' && file.name.trim() ? file.name.trim().slice(0, 255) : 'arquivo';
        try {
          const bytes = decodeDataUrl(file.content as string);
          if (!bytes) throw new AppError('UNPROCESSABLE', FILE_MESSAGES.badDataUrl(name));
          stored.set(file, await service.upload(into, { question: key, name, bytes }));
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          throw new AppError(error.code, FILE_MESSAGES.inQuestion(key, error.message), {
            [key]: error.message,
          });
        }
      }
      return replaceFiles(answers, (file) => {
        const uploaded = stored.get(file);
        return uploaded ? { name: uploaded.name, type: uploaded.type, content: uploaded.content } : file;
      }) as Record<string, unknown>;
    },

    checkFileAnswers: (responseId: string, answers: Record<string, unknown>) =>
      checkFileAnswers(db, responseId, answers),

    async sweepOrphans(log?: FastifyBaseLogger): Promise<number> {
      const removed = await files.sweepOrphans(limits.orphanHours);
      if (removed > 0) log?.info({ removed }, 'arquivos de respostas não concluídas removidos');
      return removed;
    },
  };
  return service;
}
export type ResponseFilesService = ReturnType<typeof createResponseFilesService>;
