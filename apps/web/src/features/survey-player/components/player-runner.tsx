import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_UPLOAD_MAX_BYTES,
  type TAnswers,
  type TResponseStatus,
  ZApiError,
} from '@pesquisemais/shared';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { preloadSurveyEndContent } from '@/components/survey-runner/lazy-survey-end-content';
import { LazySurveyRunner } from '@/components/survey-runner/lazy-survey-runner';
import type { TRunnerFiles, TRunnerState } from '@/components/survey-runner/survey-runner-types';
import { ApiError, getErrorMessage } from '@/lib/api-client';
import { forgetCompletionKey, getCompletionKey } from '../api/idempotency-key';
import { clearResponseFile, downloadResponseFile, uploadResponseFile } from '../api/response-files-api';
import { completeResponse, savePartial } from '../api/survey-player-api';

type TPlayerRunnerProps = {
  schema: object;
  response: { id: string; answers: TAnswers; currentPage: number };
  /** The end, with the answers it ended with (the questionnaire's end page may quote them). */
  onEnded: (status: Exclude<TResponseStatus, 'partial'>, message: string, answers: TAnswers) => void;
};

type TSubmitState =
  | { kind: 'answering' }
  | { kind: 'sending' }
  | { kind: 'failed'; message: string; fields: string[]; canRetry: boolean };

function fieldMessages(error: unknown): string[] {
  if (!(error instanceof ApiError)) return [];
  const fields = (error.body as { error?: { fields?: Record<string, string> } } | null)?.error?.fields ?? {};
  return Object.entries(fields).map(([name, message]) => `${name}: ${message}`);
}

/** Plays the survey: saves each page (PUT), submits once with a kept idempotency key, reports the end. */
export function PlayerRunner({ schema, response, onEnded }: TPlayerRunnerProps) {
  const [state, setState] = useState<TSubmitState>({ kind: 'answering' });
  const [resume, setResume] = useState({ answers: response.answers, pageNo: response.currentPage, round: 0 });
  const files = useMemo<TRunnerFiles>(
    () => ({
      maxBytes: DEFAULT_UPLOAD_MAX_BYTES,
      upload: (question, file) => uploadResponseFile(response.id, question, file),
      download: downloadResponseFile,
      clear: clearResponseFile,
    }),
    [response.id],
  );

  // The end page's code is fetched while the respondent answers: it shows at once after the submit.
  useEffect(() => {
    void preloadSurveyEndContent().catch(() => undefined);
  }, []);

  // Set when the submit starts: a page change after it (survey-core moving on completion) saves nothing,
  // since a save reaching the server after the complete is refused (409 'Esta resposta já foi finalizada').
  const isFinishing = useRef(false);
  // The save in flight: the complete waits for it, so the server never sees the save after the complete.
  const pendingSave = useRef<Promise<unknown>>(Promise.resolve());

  // Each page is saved as the respondent leaves it; a failed save is a warning (the next page retries it).
  const autosave = useMutation({
    mutationFn: ({ answers, pageNo }: TRunnerState) => savePartial(response.id, answers, pageNo),
    onSuccess: (result, { answers }) => {
      if (result.status !== 'partial' && !isFinishing.current)
        onEnded(result.status, result.message, answers);
    },
    meta: { errorVariant: 'warning' },
  });
  const { mutateAsync: save } = autosave;
  const handlePageChange = useCallback(
    (state: TRunnerState) => {
      if (isFinishing.current) return;
      const saving = save(state).catch(() => undefined);
      pendingSave.current = saving;
    },
    [save],
  );

  const submit = useCallback(
    async (answers: TAnswers) => {
      isFinishing.current = true;
      setState({ kind: 'sending' });
      try {
        await pendingSave.current;
        const result = await completeResponse(response.id, answers, getCompletionKey(response.id));
        forgetCompletionKey(response.id);
        if (result.status === 'partial') throw new Error('unexpected partial');
        onEnded(result.status, result.message, answers);
      } catch (error) {
        const isInvalid =
          error instanceof ApiError && ZApiError.safeParse(error.body).success && error.status === 422;
        // Back to answering (review or retry): the pages are saved again.
        isFinishing.current = false;
        setResume({ answers, pageNo: 0, round: resume.round + 1 });
        setState({
          kind: 'failed',
          message: getErrorMessage(error),
          fields: fieldMessages(error),
          canRetry: !isInvalid,
        });
      }
    },
    [response.id, onEnded, resume.round],
  );

  if (state.kind === 'sending') return <Typography sx={{ p: 3 }}>Enviando suas respostas...</Typography>;
  if (state.kind === 'failed') {
    return (
      <Box sx={{ maxWidth: 720, mx: 'auto', p: 2 }}>
        <Alert severity="error" sx={{ mb: 2 }}>
          {state.message}
          {state.fields.map((line) => (
            <div key={line}>{line}</div>
          ))}
        </Alert>
        {state.canRetry && (
          <Button variant="contained" sx={{ mr: 1 }} onClick={() => void submit(resume.answers)}>
            Tentar enviar novamente
          </Button>
        )}
        <Button onClick={() => setState({ kind: 'answering' })}>Revisar respostas</Button>
      </Box>
    );
  }
  return (
    <LazySurveyRunner
      key={resume.round}
      json={schema}
      answers={resume.answers}
      pageNo={resume.pageNo}
      files={files}
      onPageChange={handlePageChange}
      onComplete={({ answers }) => void submit(answers)}
    />
  );
}
