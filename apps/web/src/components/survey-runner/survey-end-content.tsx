import Box from '@mui/material/Box';
import { type ReactNode, useMemo } from 'react';
import { surveyEndHtml } from './survey-end-html';
import type { TSurveyEndContentProps } from './survey-runner-types';

/** The questionnaire's own end page (sanitised HTML), or `fallback` when it has none for this ending. */
export default function SurveyEndContent({
  json,
  answers,
  ending,
  fallback,
}: TSurveyEndContentProps): ReactNode {
  const html = useMemo(() => surveyEndHtml(json, answers, ending), [json, answers, ending]);
  if (html === null) return fallback;
  return (
    <Box
      data-survey-end-html=""
      sx={{ '& img': { maxWidth: '100%', height: 'auto' }, '& :first-of-type': { mt: 0 } }}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: surveyEndHtml sanitises with DOMPurify
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
