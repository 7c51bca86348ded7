import { DEFAULT_UPLOAD_MAX_BYTES, FILE_MESSAGES } from '@pesquisemais/shared';
import { Model, type QuestionFileModel } from 'survey-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachFileHooks } from '@/components/survey-runner/file-hooks';
import type { TRunnerFiles } from '@/components/survey-runner/survey-runner-types';
import { jsonResponse } from '@/testing/test-utils';
import { clearResponseFile, downloadResponseFile, uploadResponseFile } from './response-files-api';

const RESPONSE_ID = '0b6c2f7e-2a4d-4f1b-9c3e-5d6a7b8c9d0e';
const FILE_ID = '6f1c2d3e-4b5a-4c7d-8e9f-0a1b2c3d4e5f';
const REFERENCE = `/api/survey-player/responses/${RESPONSE_ID}/files/${FILE_ID}`;
const JPEG = new Uint8Array([0xff, 0xd8, 0xff, 0xe0]);

/** The real SurveyJS model with the player's hooks, as the runner builds it. */
function buildSurvey(element: Record<string, unknown> = {}) {
  const survey = new Model({
    pages: [{ name: 'p1', elements: [{ type: 'file', name: 'foto', valueName: 'receita', ...element }] }],
  });
  const files: TRunnerFiles = {
    maxBytes: DEFAULT_UPLOAD_MAX_BYTES,
    upload: (question, file) => uploadResponseFile(RESPONSE_ID, question, file),
    download: downloadResponseFile,
    clear: clearResponseFile,
  };
  attachFileHooks(survey, files);
  return { survey, question: survey.getQuestionByName('foto') as QuestionFileModel };
}

const uploadCall = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.find(([url]) => String(url).includes('/files?')) as unknown as [string, RequestInit];

describe('file questions in the player (SurveyJS upload hooks)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uploads the raw bytes and keeps only the server reference, with the type the server read', async () => {
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      jsonResponse(
        { id: FILE_ID, name: 'receita.jpg', type: 'image/jpeg', size: 4, content: REFERENCE },
        201,
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { survey, question } = buildSurvey();
    expect(question.storeDataAsText).toBe(false);
    const photo = new File([JPEG], 'receita.jpg', { type: 'image/png' });
    question.loadFiles([photo]);
    await vi.waitFor(() => expect(survey.data.receita).toBeDefined());

    const [url, init] = uploadCall(fetchMock);
    expect(url).toBe(`/api/survey-player/responses/${RESPONSE_ID}/files?question=receita&name=receita.jpg`);
    expect(init.method).toBe('POST');
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/octet-stream');
    expect(init.body).toBe(photo);
    expect(survey.data).toEqual({
      receita: [{ name: 'receita.jpg', type: 'image/jpeg', content: REFERENCE }],
    });
    expect(JSON.stringify(survey.data)).not.toContain('base64');
  });

  it('refuses a file over the global limit in Portuguese without sending it', async () => {
    const fetchMock = vi.fn(async () => jsonResponse({}));
    vi.stubGlobal('fetch', fetchMock);
    const { survey, question } = buildSurvey();
    question.loadFiles([new File([new Uint8Array(DEFAULT_UPLOAD_MAX_BYTES + 1)], 'enorme.jpg')]);
    await vi.waitFor(() => expect(question.errors.length).toBe(1));
    expect(question.errors[0]?.text).toBe(FILE_MESSAGES.tooLarge('enorme.jpg', DEFAULT_UPLOAD_MAX_BYTES));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(survey.data).toEqual({});
  });

  it("shows the server's refusal on the question and keeps no value", async () => {
    const message = FILE_MESSAGES.notAccepted('foto.jpg', 'image/*');
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ error: { code: 'UNSUPPORTED_MEDIA_TYPE', message } }, 415)),
    );
    const { survey, question } = buildSurvey({ acceptedTypes: 'image/*' });
    question.loadFiles([new File(['%PDF-1.7'], 'foto.jpg', { type: 'image/jpeg' })]);
    await vi.waitFor(() => expect(question.errors.length).toBe(1));
    expect(question.errors[0]?.text).toBe(message);
    expect(survey.data).toEqual({});
  });

  it('clearing the answer deletes the file on the server; a resumed answer previews through the API', async () => {
    const fetchMock = vi.fn(async (_url: string, init?: RequestInit) =>
      init?.method === 'DELETE' ? new Response(null, { status: 204 }) : new Response(new Blob([JPEG])),
    );
    vi.stubGlobal('fetch', fetchMock);
    const { survey, question } = buildSurvey();
    survey.data = { receita: [{ name: 'receita.jpg', type: 'image/jpeg', content: REFERENCE }] };
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url, init]) => url === REFERENCE && !init?.method)).toBe(true),
    );
    question.clear();
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.some(([url, init]) => url === REFERENCE && init?.method === 'DELETE')).toBe(
        true,
      ),
    );
    await vi.waitFor(() => expect(survey.data).toEqual({}));
  });
});
