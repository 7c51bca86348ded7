import { ConditionRunner } from 'survey-core';

const runners = new Map<string, ConditionRunner>();

/** True when the SurveyJS condition holds for these answers; an empty condition always holds. */
export function conditionHolds(expression: string, answers: Record<string, unknown>): boolean {
  const text = expression.trim();
  if (!text) return true;
  let runner = runners.get(text);
  if (!runner) {
    runner = new ConditionRunner(text);
    if (runners.size > 2000) runners.clear();
    runners.set(text, runner);
  }
  try {
    return runner.runValues(answers) === true;
  } catch {
    return false;
  }
}
