import 'survey-core/survey-core.fontless.css';
import './survey-pt-br';
import './file-item-pt-br';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { registerSurveyProperties } from '@pesquisemais/shared/survey-endings/register-survey-properties';
import DOMPurify from 'dompurify';
import { useEffect, useState } from 'react';
import { DefaultTheme, Model, QuestionRankingModel, QuestionRatingModel, settings } from 'survey-core';
import { Survey } from 'survey-react-ui';
import { attachFileHooks } from './file-hooks';
import type { TSurveyRunnerProps } from './survey-runner-types';

// The default progress bar for page progress draws one step button per page (30 pages: ~900 elements
// re-rendered on every move); the plain bar with 'Página X de Y' keeps long questionnaires fast.
settings.legacyProgressBarView = true;
// Page and question animations add layout work to every move (measured with bench/player-300.ts).
settings.animationEnabled = false;
registerSurveyProperties();
// survey-core 3 renders a ranking as role="group" with aria-required, which ARIA does not allow on a group
// (axe: aria-allowed-attr). Its title still says it is required (the asterisk, read out).
Object.defineProperty(QuestionRankingModel.prototype, 'ariaRequired', {
  configurable: true,
  get: () => null,
});

/**
 * survey-core 3.0.0 checks a static `colorsCalculated` but sets the instance's, so every rating question
 * it renders reads six computed styles (a forced style recalculation each). The colors are static: once a
 * rating has computed them, mark them computed for all.
 */
function keepRatingColors(_: unknown, options: { question: { getType(): string } }) {
  if (options.question.getType() === 'rating')
    (QuestionRatingModel as unknown as { colorsCalculated: boolean }).colorsCalculated = true;
}

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
  files,
}: TSurveyRunnerProps) {
  const theme = useTheme();
  const [model] = useState(() => {
    const survey = new Model(json);
    // The default theme sets 'Open Sans' inline on the survey's root (a font we don't load, so the browser
    // fell back to serif); the other font variables point at this one.
    survey.applyTheme(
      { cssVariables: { '--sjs2-typography-font-family-text': String(theme.typography.fontFamily) } },
      DefaultTheme,
    );
    survey.locale = 'pt-br';
    survey.showProgressBar = true;
    survey.progressBarType = 'pages';
    survey.showCompletedPage = false;
    if (isReadOnly) survey.mode = 'display';
    // After 'Próximo' or 'Anterior' the focus goes to the new page's first question (it stayed on the
    // button, and the next Tab walked the rest of the page); not on the first page drawn (no jump on load).
    if (!isReadOnly && showNavigation)
      survey.onCurrentPageChanged.add(() => {
        survey.autoFocusFirstQuestion = true;
      });
    if (!showNavigation) survey.showNavigationButtons = false;
    if (files) attachFileHooks(survey, files);
    // Merged, not assigned: assigning `data` drops every defaultValue and defaultValueExpression (a new
    // response starts from none saved), while the saved answers of a resumed response still win.
    if (answers) survey.mergeData(answers);
    if (pageNo !== undefined && pageNo > 0) survey.currentPageNo = pageNo;
    survey.onAfterRenderQuestion.add(keepRatingColors);
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
    <Box sx={{ fontFamily: theme.typography.fontFamily }}>
      <Survey model={model} />
    </Box>
  );
}
