import {
  expressionToCondition,
  looseClauses,
  type TConditionClause,
  type TConditionOperator,
  type TConditionScalar,
} from './condition-expression';
import type { TConditionQuestion } from './condition-questions';

/** Operators as clients read them ('Prescreve = Sim', 'Idade ≥ 18', 'Região é um de Sul, Sudeste'). */
const OPERATOR_WORDS: Record<TConditionOperator, string> = {
  equal: '=',
  notequal: '≠',
  greater: '>',
  greaterorequal: '≥',
  less: '<',
  lessorequal: '≤',
  contains: 'inclui',
  notcontains: 'não inclui',
  anyof: 'é um de',
  allof: 'inclui todos de',
  empty: 'sem resposta',
  notempty: 'respondida',
};

/** The label of a value: the question's option ('Sim', 'Cardiologia'), else the value itself. */
export function valueLabel(question: TConditionQuestion | undefined, value: TConditionScalar): string {
  const option = question?.options.find((item) => String(item.value) === String(value));
  if (option) return option.label;
  if (value === '') return '(vazio)';
  if (typeof value === 'boolean') return value ? 'Sim' : 'Não';
  if (typeof value === 'number') return value.toLocaleString('pt-BR');
  return question?.kind === 'text' || question?.kind === 'other' ? `“${value}”` : value;
}

function questionTitle(questions: TConditionQuestion[], name: string): string {
  return questions.find((item) => item.name === name)?.title ?? name;
}

export function describeClause(clause: TConditionClause, questions: TConditionQuestion[]): string {
  const question = questions.find((item) => item.name === clause.question);
  const title = question?.title ?? clause.question;
  const words = OPERATOR_WORDS[clause.operator];
  if (clause.value === undefined) return `${title} ${words}`;
  const values = Array.isArray(clause.value) ? clause.value : [clause.value];
  return `${title} ${words} ${values.map((value) => valueLabel(question, value)).join(', ')}`;
}

/**
 * A condition in words, with question titles and option labels: `{prescreve} = true` → 'Prescreve = Sim'.
 * An expression the builder cannot read keeps its shape, its simple comparisons and names put in words.
 * An empty condition is ''.
 */
export function describeCondition(expression: string, questions: TConditionQuestion[]): string {
  const condition = expressionToCondition(expression);
  if (condition === null) {
    let text = expression.trim();
    for (const { text: part, clause } of looseClauses(text)) {
      text = text.replace(part, describeClause(clause, questions));
    }
    return text
      .replace(/\{([^{}]+)\}/g, (_, name: string) => questionTitle(questions, name))
      .replace(/ and /gi, ' e ')
      .replace(/ or /gi, ' ou ');
  }
  const joiner = condition.join === 'or' ? ' ou ' : ' e ';
  return condition.clauses.map((clause) => describeClause(clause, questions)).join(joiner);
}
