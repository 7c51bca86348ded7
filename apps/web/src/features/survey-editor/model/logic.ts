import type { TSurveyJson, TSurveyTrigger } from './survey-json';

/**
 * Skip logic and screen-out as SurveyJS JSON.
 * - Visibility of a question: `visibleIf` on the question (updateQuestion).
 * - Skip a page: `visibleIf` on the page (updatePage); a hidden page is skipped.
 * - Screen-out: a `complete` trigger ends the survey when its expression matches, and
 *   `completedHtmlOnCondition` shows the polite screen-out text; the server reads the same trigger.
 */
export const SCREEN_OUT_HTML =
  '<h3>Obrigado pela participação!</h3><p>Seu perfil não se encaixa nesta pesquisa.</p>';

type TCompletedHtml = { expression: string; html: string } & Record<string, unknown>;

function isScreenOutTrigger(trigger: TSurveyTrigger): boolean {
  return trigger.type === 'complete' && typeof trigger.expression === 'string';
}

/** The screen-out expressions of a survey (one per complete trigger). */
export function getScreenOuts(survey: TSurveyJson): string[] {
  return (survey.triggers ?? []).filter(isScreenOutTrigger).map((trigger) => trigger.expression ?? '');
}

/** Replaces the survey's screen-out rules with `expressions` (empty ones dropped). */
export function setScreenOuts(survey: TSurveyJson, expressions: string[]): TSurveyJson {
  const kept = expressions.map((item) => item.trim()).filter(Boolean);
  const otherTriggers = (survey.triggers ?? []).filter((trigger) => !isScreenOutTrigger(trigger));
  const triggers = [...otherTriggers, ...kept.map((expression) => ({ type: 'complete', expression }))];
  const previous = Array.isArray(survey.completedHtmlOnCondition)
    ? (survey.completedHtmlOnCondition as TCompletedHtml[])
    : [];
  const oldExpressions = new Set(getScreenOuts(survey));
  const otherHtml = previous.filter((item) => !oldExpressions.has(item.expression));
  const completedHtmlOnCondition = [
    ...otherHtml,
    ...kept.map((expression) => ({ expression, html: SCREEN_OUT_HTML })),
  ];
  const next: TSurveyJson = { ...survey, triggers, completedHtmlOnCondition };
  if (triggers.length === 0) delete next.triggers;
  if (completedHtmlOnCondition.length === 0) delete next.completedHtmlOnCondition;
  return next;
}

/** `{name}` inserted at the end of a title: SurveyJS shows the earlier answer there (piping). */
export function pipeInto(title: string, questionName: string): string {
  const token = `{${questionName}}`;
  return title.endsWith(' ') || title === '' ? `${title}${token}` : `${title} ${token}`;
}

/** Question names piped into a text, e.g. "Olá {nome}" → ['nome']. */
export function pipedNames(text: string): string[] {
  return [...text.matchAll(/\{([^{}]+)\}/g)].map((match) => match[1] ?? '').filter(Boolean);
}
