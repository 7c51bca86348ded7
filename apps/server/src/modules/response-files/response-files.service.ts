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
import { findFileQuestion } from './file-questions';
import { createResponseFilesRepository, type ResponseFileRow } from './response-files.repository';
import { isAcceptedType, sniffContentType } from './sniff';

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

  return {
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

    checkFileAnswers: (responseId: string, answers: Record<string, unknown>) =>
      checkFileAnswers(db, responseId, answers),

    async sweepOrphans(log?: FastifyBaseLogger): Promise<number> {
      const removed = await files.sweepOrphans(limits.orphanHours);
      if (removed > 0) log?.info({ removed }, 'arquivos de respostas não concluídas removidos');
      return removed;
    },
  };
}
export type ResponseFilesService = ReturnType<typeof createResponseFilesService>;
