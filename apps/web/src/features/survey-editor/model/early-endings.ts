import { SCREEN_OUT_TRIGGER_TYPE, type TTriggerEndAs, triggerEndAs } from '@pesquisemais/shared';
import type { TSurveyJson, TSurveyTrigger } from './survey-json';

/**
 * Early endings as SurveyJS JSON: each is a `complete` trigger (the survey ends when its expression
 * holds) with our `endAs` property saying how the response ends: 'screenout' (the default, written as no
 * property) or 'complete' (counts as a complete response, in quotas and dashboards). The server reads
 * the same triggers.
 */
export type TEarlyEnding = { expression: string; endAs: TTriggerEndAs };

/** The end text earlier versions of this editor wrote for each screen-out; the player's own text now. */
export const LEGACY_SCREEN_OUT_HTML =
  '<h3>Obrigado pela participação!</h3><p>Seu perfil não se encaixa nesta pesquisa.</p>';

type TCompletedHtml = { expression?: unknown; html?: unknown } & Record<string, unknown>;

const isEndingTrigger = (trigger: TSurveyTrigger) => trigger.type === SCREEN_OUT_TRIGGER_TYPE;

export function getEarlyEndings(survey: TSurveyJson): TEarlyEnding[] {
  return (survey.triggers ?? []).filter(isEndingTrigger).map((trigger) => ({
    expression: typeof trigger.expression === 'string' ? trigger.expression : '',
    endAs: triggerEndAs(trigger),
  }));
}

/**
 * Replaces the survey's early endings, keeping its other triggers. A row still without a condition is
 * kept (it never fires) so the editor can show it while the author picks the question.
 */
export function setEarlyEndings(survey: TSurveyJson, endings: TEarlyEnding[]): TSurveyJson {
  const others = (survey.triggers ?? []).filter((trigger) => !isEndingTrigger(trigger));
  const triggers: TSurveyTrigger[] = [
    ...others,
    ...endings.map(({ expression, endAs }) =>
      endAs === 'complete'
        ? { type: SCREEN_OUT_TRIGGER_TYPE, expression, endAs }
        : { type: SCREEN_OUT_TRIGGER_TYPE, expression },
    ),
  ];
  const next: TSurveyJson = { ...survey, triggers };
  if (triggers.length === 0) delete next.triggers;
  // The screen-out text this editor used to write would greet a complete ending as filtered: drop it
  // wherever its condition is no longer a screen-out. The author's own end pages are kept as they are.
  if (Array.isArray(survey.completedHtmlOnCondition)) {
    const screenOuts = new Set(endings.filter((e) => e.endAs === 'screenout').map((e) => e.expression));
    const kept = (survey.completedHtmlOnCondition as TCompletedHtml[]).filter(
      (item) => item.html !== LEGACY_SCREEN_OUT_HTML || screenOuts.has(String(item.expression ?? '')),
    );
    if (kept.length > 0) next.completedHtmlOnCondition = kept;
    else delete next.completedHtmlOnCondition;
  }
  return next;
}
