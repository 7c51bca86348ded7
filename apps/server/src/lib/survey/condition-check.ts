import { conditionQuestionsOf, conditionValueProblems, type TConditionQuestion } from '@pesquisemais/shared';
import { AppError } from '../app-error';

type TLoose = Record<string, unknown>;

const CONDITION_KEYS = ['visibleIf', 'enableIf', 'requiredIf'] as const;

/** Every condition a SurveyJS JSON holds: skip logic on pages, panels and questions, and its triggers. */
export function surveyConditions(schema: unknown): string[] {
  const found: string[] = [];
  const take = (owner: TLoose) => {
    for (const key of CONDITION_KEYS) {
      const value = owner[key];
      if (typeof value === 'string' && value.trim()) found.push(value);
    }
  };
  const visit = (elements: unknown) => {
    if (!Array.isArray(elements)) return;
    for (const element of elements as TLoose[]) {
      take(element);
      visit(element.elements);
      visit(element.templateElements);
    }
  };
  const root = (schema ?? {}) as TLoose;
  for (const page of Array.isArray(root.pages) ? (root.pages as TLoose[]) : []) {
    take(page);
    visit(page.elements);
  }
  for (const list of [root.triggers, root.completedHtmlOnCondition]) {
    if (!Array.isArray(list)) continue;
    for (const item of list as TLoose[]) {
      if (typeof item.expression === 'string' && item.expression.trim()) found.push(item.expression);
    }
  }
  return found;
}

/** Problems (pt-BR, naming the question) of the conditions of a questionnaire, each once. */
export function surveyConditionProblems(schema: unknown): string[] {
  const questions = conditionQuestionsOf((schema ?? {}) as { pages?: unknown });
  const problems = surveyConditions(schema).flatMap((expression) =>
    conditionValueProblems(expression, questions),
  );
  return [...new Set(problems)];
}

/** A condition that compares a question with a value it cannot take is refused (422). */
export function assertConditionValues(
  expression: string,
  questions: TConditionQuestion[],
  field: string,
): void {
  const [problem] = conditionValueProblems(expression, questions);
  if (problem) throw new AppError('UNPROCESSABLE', problem, { [field]: problem });
}

export function assertSurveyConditionValues(schema: unknown): void {
  const [problem] = surveyConditionProblems(schema);
  if (problem) throw new AppError('UNPROCESSABLE', problem, { schema: problem });
}
