import {
  expressionToCondition,
  looseClauses,
  operatorNeedsValue,
  type TConditionClause,
  type TConditionScalar,
} from './condition-expression';
import type { TConditionQuestion } from './condition-questions';
import { valueLabel } from './describe-condition';

const ORDER_OPERATORS = new Set(['greater', 'greaterorequal', 'less', 'lessorequal']);

function isNumeric(value: TConditionScalar): boolean {
  if (typeof value === 'number') return Number.isFinite(value);
  return typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value));
}

/** Whether the question can take this value (SurveyJS compares '1' and 1, 'true' and true alike). */
function canTake(question: TConditionQuestion, value: TConditionScalar, operator: string): boolean {
  if (value === '') return false;
  if (question.kind === 'number') return isNumeric(value);
  if (question.kind === 'rating' && ORDER_OPERATORS.has(operator)) return isNumeric(value);
  if (question.kind === 'text') return typeof value !== 'boolean';
  if (question.options.length === 0) return true;
  return question.options.some((option) => String(option.value) === String(value));
}

function shown(value: TConditionScalar): string {
  return typeof value === 'string' ? `'${value}'` : String(value);
}

function clauseProblem(clause: TConditionClause, questions: TConditionQuestion[]): string | null {
  const question = questions.find((item) => item.name === clause.question);
  if (!question || !operatorNeedsValue(clause.operator) || clause.value === undefined) return null;
  const values = Array.isArray(clause.value) ? clause.value : [clause.value];
  const wrong = values.length === 0 ? '' : values.find((value) => !canTake(question, value, clause.operator));
  if (wrong === undefined) return null;
  const allowed = question.options.map((option) => valueLabel(question, option.value)).join(', ');
  const expected =
    question.kind === 'number' || (question.kind === 'rating' && ORDER_OPERATORS.has(clause.operator))
      ? ' Use um número.'
      : allowed
        ? ` Valores possíveis: ${allowed}.`
        : '';
  return `A condição compara a pergunta "${question.title}" com um valor que ela não aceita (${shown(wrong)}).${expected}`;
}

/**
 * Messages (pt-BR, naming the question by its title) for each comparison of a question with a value it
 * cannot take, e.g. `{prescreve} = ''` on a yes/no question. Unknown names are not checked here.
 */
export function conditionValueProblems(expression: string, questions: TConditionQuestion[]): string[] {
  const text = expression.trim();
  if (!text) return [];
  const clauses = expressionToCondition(text)?.clauses ?? looseClauses(text).map((item) => item.clause);
  return clauses
    .map((clause) => clauseProblem(clause, questions))
    .filter((problem): problem is string => problem !== null);
}
