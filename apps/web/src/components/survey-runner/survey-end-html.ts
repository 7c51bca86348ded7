import './survey-pt-br';
import { registerSurveyProperties } from '@pesquisemais/shared/survey-endings/register-survey-properties';
import DOMPurify from 'dompurify';
import { Model } from 'survey-core';
import type { TSurveyEnding } from './survey-runner-types';

registerSurveyProperties();

/**
 * The questionnaire's own end page for these answers, sanitised, or null when it has none for this ending:
 * - complete: the first `completedHtmlOnCondition` whose expression holds, else `completedHtml`;
 * - screened_out: only a `completedHtmlOnCondition` whose expression holds (the author's text for that
 *   ending); `completedHtml` is the page of those who finished, not of those filtered out.
 * `{question}` placeholders are replaced by survey-core first; the result is sanitised after, so an answer
 * piped into the page cannot inject markup either.
 */
export function surveyEndHtml(json: object, answers: Record<string, unknown>, ending: TSurveyEnding) {
  const survey = new Model(json);
  survey.locale = 'pt-br';
  survey.mergeData(answers);
  const properties = survey.getFilteredProperties();
  const matched = survey.completedHtmlOnCondition.find((item) => item.runCondition(properties));
  // `completedHtml` reads as survey-core's own localized thanks when the author wrote none.
  const ownCompleted = survey.locCompletedHtml.isEmpty ? '' : survey.completedHtml;
  const html = matched ? matched.html : ending === 'complete' ? ownCompleted : '';
  if (!html.trim()) return null;
  const clean = DOMPurify.sanitize(survey.processHtml(html, 'completed'));
  return clean.trim() ? clean : null;
}
