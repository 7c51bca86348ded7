import { type CompiledSurvey, conditionHolds } from './compiled-survey';

/**
 * How the answers end the survey before its last page, if they do: a complete trigger whose expression
 * holds. A screen-out wins over an early complete when both hold (today's behaviour for every trigger).
 */
export function earlyEnding(
  survey: CompiledSurvey,
  answers: Record<string, unknown>,
): 'screened_out' | 'complete' | null {
  if (survey.screenOut.some((expression) => conditionHolds(expression, answers))) return 'screened_out';
  if (survey.earlyComplete.some((expression) => conditionHolds(expression, answers))) return 'complete';
  return null;
}
