import { FILE_MESSAGES, parseFileReference } from '@pesquisemais/shared';
import type { Queryable } from '../../core/db/connection';
import { AppError } from '../../lib/app-error';
import { fileReferences } from './file-questions';
import { createResponseFilesRepository } from './response-files.repository';

/**
 * Every file reference in the answers must point at a file uploaded for this response and this question:
 * a reference to another response's file, or a made-up one, is refused (422). Kept apart from the answer
 * validator: it checks what the database holds, the validator what the questionnaire allows.
 */
export async function checkFileAnswers(
  db: Queryable,
  responseId: string,
  answers: Record<string, unknown>,
): Promise<void> {
  const references = fileReferences(answers).flatMap(({ key, content }) => {
    const parsed = parseFileReference(content);
    return parsed ? [{ key, ...parsed }] : [];
  });
  if (references.length === 0) return;
  const foreign = references.find((reference) => reference.responseId !== responseId);
  if (foreign) throw new AppError('UNPROCESSABLE', FILE_MESSAGES.foreign(foreign.key));
  const rows = await createResponseFilesRepository(db).findMany(
    responseId,
    references.map((reference) => reference.fileId),
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const reference of references) {
    const row = byId.get(reference.fileId);
    if (!row) throw new AppError('UNPROCESSABLE', FILE_MESSAGES.gone(reference.key));
    if (row.question_name !== reference.key)
      throw new AppError('UNPROCESSABLE', FILE_MESSAGES.foreign(reference.key));
  }
}
