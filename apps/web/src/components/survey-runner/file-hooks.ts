import { FILE_MESSAGES } from '@pesquisemais/shared';
import type { Question, SurveyModel } from 'survey-core';
import { getErrorMessage } from '@/lib/api-client';
import type { TRunnerFiles } from './survey-runner-types';

const blobToDataUrl = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(blob);
  });

/**
 * A file inlined in the questionnaire (a file or signature question's default value, `data:` URL): its
 * bytes are already here. Fetching it would be refused by the content security policy (connect-src), and
 * it is no file of the server's to download or delete.
 */
const isInline = (content: string) => content.startsWith('data:');

const contentsOf = (value: unknown, fileName: string | null): string[] =>
  (Array.isArray(value) ? value : value ? [value] : [])
    .filter((item): item is { name?: unknown; content: string } => typeof item?.content === 'string')
    .filter((item) => fileName === null || item.name === fileName)
    .map((item) => item.content)
    .filter((content) => !isInline(content));

/**
 * Sends the files of every file question to the server as they are chosen and keeps only the server's
 * reference in the answer, so a photo never rides inside the answers (where it made the submit too large).
 */
export function attachFileHooks(survey: SurveyModel, files: TRunnerFiles): void {
  for (const question of survey.getAllQuestions(false, true, true)) {
    if (question.getType() === 'file') question.setPropertyValue('storeDataAsText', false);
  }
  survey.onDynamicPanelAdded.add((_, options) => {
    for (const question of options.panel.questions)
      if (question.getType() === 'file') question.setPropertyValue('storeDataAsText', false);
  });

  survey.onUploadFiles.add(async (_, options) => {
    const question = options.question as Question;
    const tooLarge = options.files.find((file) => file.size > files.maxBytes);
    if (tooLarge) {
      options.callback([], [FILE_MESSAGES.tooLarge(tooLarge.name, files.maxBytes)]);
      return;
    }
    try {
      const uploaded = await Promise.all(
        options.files.map((file) => files.upload(question.getValueName(), file)),
      );
      // The type is the one the server read from the bytes, not the browser's guess.
      options.callback(
        uploaded.map((file) => ({ file: { name: file.name, type: file.type }, content: file.content })),
      );
    } catch (error) {
      options.callback([], [getErrorMessage(error)]);
    }
  });

  survey.onDownloadFile.add(async (_, options) => {
    const content = String(options.content);
    if (isInline(content)) {
      options.callback('success', content);
      return;
    }
    try {
      options.callback('success', await blobToDataUrl(await files.download(content)));
    } catch (error) {
      options.callback('error', getErrorMessage(error));
    }
  });

  survey.onClearFiles.add(async (_, options) => {
    // A file already gone on the server is cleared all the same: the answer must not keep pointing at it.
    await Promise.allSettled(
      contentsOf(options.value, options.fileName).map((content) => files.clear(content)),
    );
    options.callback('success');
  });
}
