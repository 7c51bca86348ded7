import type { TSurvey } from '@pesquisemais/shared';
import { useCallback, useState } from 'react';
import { patchSurvey } from '../api/save-survey';
import { useSurveyWatch } from '../api/use-survey-watch';
import type { TSurveyJson } from '../model/survey-json';
import { useAutosave } from './use-autosave';

/** The draft being edited: every change is kept locally at once and autosaved (debounced PATCH). */
export function useSurveyDocument(survey: TSurvey) {
  const [schema, setSchema] = useState<TSurveyJson>(() => structuredClone(survey.schema) as TSurveyJson);
  const [changedBy, setChangedBy] = useState<string | null>(null);
  const save = useCallback(
    async (draft: TSurveyJson, baseRevision: number) =>
      (await patchSurvey(survey.id, { baseRevision, schema: draft })).revision,
    [survey.id],
  );
  const autosave = useAutosave<TSurveyJson>({ initialRevision: survey.revision, save });
  const { schedule, noteRemoteRevision } = autosave;

  useSurveyWatch(survey.id, (event) => {
    if (event.revision > autosave.revisionRef.current) setChangedBy(event.by);
    noteRemoteRevision(event.revision);
  });

  const change = useCallback(
    (next: TSurveyJson) => {
      setSchema(next);
      schedule(next);
    },
    [schedule],
  );

  /** After an import the server holds the new draft: take it without saving again. */
  const replace = useCallback(
    (next: TSurveyJson, revision: number) => {
      autosave.revisionRef.current = revision;
      setSchema(next);
    },
    [autosave.revisionRef],
  );

  return {
    schema,
    change,
    replace,
    status: autosave.status,
    error: autosave.error,
    changedBy,
    revisionRef: autosave.revisionRef,
  };
}
