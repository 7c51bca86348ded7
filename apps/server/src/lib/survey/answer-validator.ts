import { PLAY_MESSAGES } from '@pesquisemais/shared';
import { AppError } from '../app-error';
import { type Choice, type CompiledSurvey, conditionHolds, type QuestionSpec } from './compiled-survey';

export const ANSWER_MESSAGES = {
  required: 'Resposta obrigatória.',
  unknownQuestion: 'Pergunta desconhecida neste questionário.',
  noAnswer: 'Este item não recebe resposta.',
  wrongType: 'Tipo de resposta inválido.',
  number: 'Informe um número.',
  date: 'Data inválida (use AAAA-MM-DD).',
  email: 'Digite um e-mail válido',
  choice: 'Opção inválida.',
  matrix: 'Linha ou coluna inválida na matriz.',
  item: 'Item inválido.',
  pattern: 'Resposta em formato inválido.',
  expression: 'Resposta inválida.',
} as const;

const NO_ANSWER_TYPES = new Set(['html', 'image']);
const CHOICE_TYPES = new Set(['radiogroup', 'dropdown', 'imagepicker']);
const MULTI_CHOICE_TYPES = new Set(['checkbox', 'tagbox', 'ranking']);
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Checks answers against a frozen version. `isFinal` adds required answers (for visible questions);
 * partial saves check only what is there. Returns one Portuguese message per failing question.
 */
export function answerErrors(
  survey: CompiledSurvey,
  answers: Record<string, unknown>,
  isFinal: boolean,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of Object.keys(answers)) {
    if (!survey.byName.has(name) && !survey.extraNames.has(name))
      fields[name] = ANSWER_MESSAGES.unknownQuestion;
  }
  for (const question of survey.questions) {
    const value = answers[question.name];
    if (isEmpty(value)) {
      if (isFinal && isRequiredNow(question, answers)) {
        fields[question.name] = question.requiredMessage || ANSWER_MESSAGES.required;
      }
      continue;
    }
    const problem = valueError(question, value, answers);
    if (problem) fields[question.name] = problem;
  }
  return fields;
}

/** Throws the 422 of the contract when any answer is invalid; nothing is stored by the caller then. */
export function assertValidAnswers(
  survey: CompiledSurvey,
  answers: Record<string, unknown>,
  isFinal: boolean,
): void {
  const fields = answerErrors(survey, answers, isFinal);
  const names = Object.keys(fields);
  if (names.length === 0) return;
  const first = names[0] as string;
  const title = survey.byName.get(first)?.title ?? first;
  throw new AppError('UNPROCESSABLE', `${PLAY_MESSAGES.invalidAnswers} ${title}: ${fields[first]}`, fields);
}

function isRequiredNow(question: QuestionSpec, answers: Record<string, unknown>): boolean {
  if (question.isHidden || !question.visibleIf.every((c) => conditionHolds(c, answers))) return false;
  return question.isRequired || (question.requiredIf !== '' && conditionHolds(question.requiredIf, answers));
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value as object).length === 0;
  return false;
}

function valueError(q: QuestionSpec, value: unknown, answers: Record<string, unknown>): string | null {
  if (NO_ANSWER_TYPES.has(q.type)) return ANSWER_MESSAGES.noAnswer;
  const typeError = typeSpecificError(q, value);
  if (typeError) return typeError;
  for (const validator of q.validators) {
    const error = validatorError(validator, value, answers);
    if (error) return error;
  }
  return null;
}

function typeSpecificError(q: QuestionSpec, value: unknown): string | null {
  if (q.type === 'text') return textError(q, value);
  if (q.type === 'comment') return typeof value === 'string' ? lengthError(value, q.maxLength) : wrong();
  if (CHOICE_TYPES.has(q.type)) return isChoice(q, value) ? null : ANSWER_MESSAGES.choice;
  if (MULTI_CHOICE_TYPES.has(q.type)) {
    if (!Array.isArray(value)) return wrong();
    return value.every((item) => isChoice(q, item)) ? null : ANSWER_MESSAGES.choice;
  }
  if (q.type === 'rating') return ratingError(q, value);
  if (q.type === 'boolean') return value === q.valueTrue || value === q.valueFalse ? null : wrong();
  if (q.type === 'matrix') {
    if (!isRecord(value)) return wrong();
    const ok = Object.entries(value).every(([row, col]) => has(q.rows, row) && has(q.columns, col));
    return ok ? null : ANSWER_MESSAGES.matrix;
  }
  if (q.type === 'multipletext') {
    if (!isRecord(value)) return wrong();
    const ok = Object.entries(value).every(
      ([item, text]) => has(q.items, item) && (typeof text === 'string' || typeof text === 'number'),
    );
    return ok ? null : ANSWER_MESSAGES.item;
  }
  if (q.type === 'matrixdropdown') return isRecord(value) ? null : wrong();
  if (q.type === 'matrixdynamic' || q.type === 'paneldynamic' || q.type === 'file') {
    return Array.isArray(value) ? null : wrong();
  }
  return null;
}

function textError(q: QuestionSpec, value: unknown): string | null {
  if (q.inputType === 'number' || q.inputType === 'range') {
    const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
    if (!Number.isFinite(number)) return ANSWER_MESSAGES.number;
    if (q.min !== undefined && number < Number(q.min)) return `O valor mínimo é ${q.min}.`;
    if (q.max !== undefined && number > Number(q.max)) return `O valor máximo é ${q.max}.`;
    return null;
  }
  if (typeof value !== 'string') return wrong();
  if (q.inputType === 'date') {
    if (!DATE_RE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) return ANSWER_MESSAGES.date;
    if (new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value) return ANSWER_MESSAGES.date;
    if (typeof q.min === 'string' && DATE_RE.test(q.min) && value < q.min) return `A data mínima é ${q.min}.`;
    if (typeof q.max === 'string' && DATE_RE.test(q.max) && value > q.max) return `A data máxima é ${q.max}.`;
    return null;
  }
  if (q.inputType === 'email' && !EMAIL_RE.test(value)) return ANSWER_MESSAGES.email;
  return lengthError(value, q.maxLength);
}

function ratingError(q: QuestionSpec, value: unknown): string | null {
  if (q.rateValues.length > 0) return has(q.rateValues, value) ? null : ANSWER_MESSAGES.choice;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < q.rateMin || value > q.rateMax) {
    return `Escolha um valor entre ${q.rateMin} e ${q.rateMax}.`;
  }
  return null;
}

function validatorError(
  v: QuestionSpec['validators'][number],
  value: unknown,
  answers: Record<string, unknown>,
): string | null {
  if (v.type === 'numericvalidator') {
    const number = Number(value);
    if (!Number.isFinite(number)) return v.text || ANSWER_MESSAGES.number;
    if (v.minValue !== undefined && number < v.minValue) return v.text || `O valor mínimo é ${v.minValue}.`;
    if (v.maxValue !== undefined && number > v.maxValue) return v.text || `O valor máximo é ${v.maxValue}.`;
  }
  if (v.type === 'textvalidator' && typeof value === 'string') {
    if (v.minLength !== undefined && value.length < v.minLength) {
      return v.text || `No mínimo ${v.minLength} caracteres.`;
    }
    if (v.maxLength !== undefined && value.length > v.maxLength) {
      return v.text || `No máximo ${v.maxLength} caracteres.`;
    }
  }
  if (v.type === 'emailvalidator' && (typeof value !== 'string' || !EMAIL_RE.test(value))) {
    return v.text || ANSWER_MESSAGES.email;
  }
  if (v.type === 'regexvalidator' && v.regex && typeof value === 'string' && !safeTest(v.regex, value)) {
    return v.text || ANSWER_MESSAGES.pattern;
  }
  if (v.type === 'expressionvalidator' && v.expression && !conditionHolds(v.expression, answers)) {
    return v.text || ANSWER_MESSAGES.expression;
  }
  return null;
}

function safeTest(pattern: string, value: string): boolean {
  try {
    return new RegExp(pattern).test(value);
  } catch {
    return true;
  }
}

function isChoice(q: QuestionSpec, value: unknown): boolean {
  if (has(q.choices, value)) return true;
  return (q.hasOther && value === 'other') || (q.hasNone && value === 'none');
}

function has(choices: Choice[], value: unknown): boolean {
  return choices.some((choice) => choice.value === value || String(choice.value) === String(value));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function lengthError(value: string, maxLength: number): string | null {
  return value.length > maxLength ? `No máximo ${maxLength} caracteres.` : null;
}

function wrong(): string {
  return ANSWER_MESSAGES.wrongType;
}
