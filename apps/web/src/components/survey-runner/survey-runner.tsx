import 'survey-core/survey-core.fontless.css';
import 'survey-core/i18n/portuguese-br';
import Box from '@mui/material/Box';
import DOMPurify from 'dompurify';
import { type CSSProperties, useEffect, useState } from 'react';
import { Model } from 'survey-core';
import { Survey } from 'survey-react-ui';
import type { TSurveyRunnerProps } from './survey-runner-types';

/** The fontless CSS leaves its font variables to a theme: point them all at the app's font. */
const FONT_VARIABLES = [
  'text',
  'component-question-title',
  'component-question-description',
  'component-label-content',
  'component-input-content',
  'component-page-title',
  'component-page-description',
  'component-panel-title',
  'component-survey-header-title',
  'component-survey-header-description',
  'component-action-large-content',
  'component-action-medium-content',
  'component-action-small-content',
];
const INHERIT_FONT = Object.fromEntries(
  FONT_VARIABLES.map((name) => [`--sjs2-typography-font-family-${name}`, 'inherit']),
) as CSSProperties;

/**
 * The real SurveyJS player (pt-BR, fontless CSS, HTML sanitized). This module is heavy (~360 KB gzip):
 * load it only through LazySurveyRunner.
 */
export default function SurveyRunner({
  json,
  answers,
  pageNo,
  isReadOnly = false,
  showNavigation = true,
  onPageChange,
  onComplete,
  onModel,
}: TSurveyRunnerProps) {
  const [model] = useState(() => {
    const survey = new Model(json);
    survey.locale = 'pt-br';
    survey.showProgressBar = true;
    survey.progressBarType = 'pages';
    survey.showCompletedPage = false;
    if (isReadOnly) survey.mode = 'display';
    if (!showNavigation) survey.showNavigationButtons = false;
    if (answers) survey.data = answers;
    if (pageNo !== undefined && pageNo > 0) survey.currentPageNo = pageNo;
    survey.onProcessHtml.add((_, options) => {
      options.html = DOMPurify.sanitize(options.html);
    });
    return survey;
  });

  useEffect(() => {
    if (pageNo !== undefined && model.currentPageNo !== pageNo) model.currentPageNo = pageNo;
  }, [model, pageNo]);

  useEffect(() => {
    onModel?.(model);
  }, [model, onModel]);

  useEffect(() => {
    const handlePage = () => onPageChange?.({ answers: { ...model.data }, pageNo: model.currentPageNo });
    const handleComplete = () => onComplete?.({ answers: { ...model.data }, pageNo: model.currentPageNo });
    model.onCurrentPageChanged.add(handlePage);
    model.onComplete.add(handleComplete);
    return () => {
      model.onCurrentPageChanged.remove(handlePage);
      model.onComplete.remove(handleComplete);
    };
  }, [model, onPageChange, onComplete]);

  return (
    <Box sx={(theme) => ({ fontFamily: theme.typography.fontFamily })} style={INHERIT_FONT}>
      <Survey model={model} />
    </Box>
  );
}
