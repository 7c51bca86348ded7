import type { Question, SurveyModel } from 'survey-core';
import { conditionHolds } from './condition-holds';
import { isFeatureKnown } from './fast-check-features';

type Loose = Record<string, unknown>;
type Values = Record<string, unknown>;

/** True when survey-core surely finds no error in this (visible) question's value; false when unsure. */
type SurelyValid = (value: unknown, values: Values) => boolean;

interface FastQuestion {
  name: string;
  page: number;
  /** The question's visibleIf and those of its panels and page: all must hold for it to be validated. */
  visibleIf: string[];
  /** The question, a panel or its page is hidden (`visible: false`): survey-core never validates it. */
  isHidden: boolean;
  check: SurelyValid;
}

/**
 * survey-core's final verdict on a questionnaire made of plain parts only (static choices, rows and rates,
 * conditions on the answers, required, min/max, regex, numeric, text and expression validators, complete and
 * skip triggers), compiled once per version into plain functions. It only ever says "surely valid": any value
 * it does not model exactly (an 'other' choice, a string in a number question, a failing rule) sends the
 * answers to survey-core's model, which then gives the verdict and its messages. `null` when the
 * questionnaire uses anything else (`fast-check-features.ts` lists what it knows).
 */
export interface FastCheck {
  questions: FastQuestion[];
  completeTriggers: string[];
  skipTriggers: { expression: string; page: number }[];
}

export function compileFastCheck(model: SurveyModel): FastCheck | null {
  if (!isFeatureKnown(model.toJSON())) return null;
  const pageOf = (question: Question) => model.pages.indexOf(question.page as never);
  const questions: FastQuestion[] = [];
  for (const question of model.getAllQuestions()) {
    const check = surelyValid(question);
    if (!check) return null;
    const chain = hiddenChain(question);
    questions.push({ name: question.getValueName(), page: pageOf(question), ...chain, check });
  }
  const completeTriggers: string[] = [];
  const skipTriggers: { expression: string; page: number }[] = [];
  for (const trigger of model.triggers) {
    const t = trigger as unknown as Loose;
    const expression = String(t.expression ?? '').trim();
    if (!expression) continue;
    if (trigger.getType() === 'completetrigger') completeTriggers.push(expression);
    if (trigger.getType() === 'skiptrigger') {
      const target = model.getQuestionByName(String(t.gotoName ?? ''));
      if (target) skipTriggers.push({ expression, page: pageOf(target) });
    }
  }
  return { questions, completeTriggers, skipTriggers };
}

/** What collectModelErrors (answer-validator.ts) would find nothing in, decided without survey-core's model. */
export function fastAccepts(check: FastCheck, answers: Values): boolean {
  const endsEarly = check.completeTriggers.some((expression) => conditionHolds(expression, answers));
  let skippedBefore = -1;
  for (const skip of check.skipTriggers)
    if (conditionHolds(skip.expression, answers)) skippedBefore = Math.max(skippedBefore, skip.page);
  for (const question of check.questions) {
    if (question.isHidden) continue;
    if (!question.visibleIf.every((expression) => conditionHolds(expression, answers))) continue;
    const value = answers[question.name];
    const reached = !endsEarly && question.page >= skippedBefore;
    if (isAbsent(value) && !reached) continue;
    if (!question.check(value, answers)) return false;
  }
  return true;
}

const isAbsent = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0) ||
  (typeof value === 'object' && value !== null && Object.keys(value).length === 0);

/** A value no survey-core rule can call empty (strings with only spaces are left to the model). */
function isFilled(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== '';
  if (typeof value === 'number') return Number.isFinite(value);
  if (typeof value === 'boolean') return true;
  if (Array.isArray(value)) return value.length > 0;
  return typeof value === 'object' && value !== null && Object.keys(value).length > 0;
}

function hiddenChain(question: Question): { visibleIf: string[]; isHidden: boolean } {
  const visibleIf: string[] = [];
  let isHidden = false;
  let element: Loose | undefined = question as unknown as Loose;
  const seen = new Set<unknown>();
  while (element && !seen.has(element)) {
    seen.add(element);
    // survey-core overwrites `visible` with the visibleIf's result: only without one is `visible` the author's.
    if (typeof element.visibleIf === 'string' && element.visibleIf.trim()) visibleIf.push(element.visibleIf);
    else if (element.visible === false) isHidden = true;
    element = (element.parent ?? element.page) as Loose | undefined;
  }
  return { visibleIf, isHidden };
}

/** The question's own rules, or null when it has one this check does not model. */
function surelyValid(question: Question): SurelyValid | null {
  const q = question as unknown as Loose;
  const type = question.getType();
  const rules: SurelyValid[] = [];
  if (q.isRequired === true) rules.push((value) => isFilled(value));
  const typeRule = TYPE_RULES[type]?.(q);
  if (typeRule === undefined) return null;
  if (typeRule) rules.push(typeRule);
  for (const validator of (q.validators as Loose[]) ?? []) {
    const rule = validatorRule(validator);
    if (!rule) return null;
    rules.push(rule);
  }
  return (value, values) => rules.every((rule) => rule(value, values));
}

const OTHER = 'other';
const number = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
const optionalNumber = (value: unknown) => (typeof value === 'number' ? value : undefined);

/** Per question type: the rule beyond required (null: none), or undefined when the type is not modelled. */
const TYPE_RULES: Record<string, (q: Loose) => SurelyValid | null | undefined> = {
  html: () => null,
  image: () => null,
  comment: () => null,
  rating: () => null,
  boolean: () => null,
  radiogroup: () => (value) => value !== OTHER,
  dropdown: () => (value) => value !== OTHER,
  checkbox: (q) => {
    const min = optionalNumber(q.minSelectedChoices) ?? 0;
    const max = optionalNumber(q.maxSelectedChoices) ?? 0;
    return (value) => {
      if (isAbsent(value)) return true;
      if (!Array.isArray(value) || value.includes(OTHER)) return false;
      return (min <= 0 || value.length >= min) && (max <= 0 || value.length <= max);
    };
  },
  matrix: (q) => {
    if (q.isAllRowRequired !== true) return null;
    const rows = ((q.rows as Loose[]) ?? []).map((row) => row.value);
    return (value) =>
      typeof value === 'object' &&
      value !== null &&
      rows.every((row) => isFilled((value as Loose)[String(row)]));
  },
  text: (q) => {
    const inputType = String(q.inputType ?? 'text');
    if (inputType === 'text' || inputType === 'tel') return null;
    if (inputType === 'date') {
      if (q.min !== undefined || q.max !== undefined) return undefined;
      return (value) => isAbsent(value) || (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value));
    }
    if (inputType !== 'number') return undefined;
    const min = q.min === undefined || q.min === '' ? undefined : q.min;
    const max = q.max === undefined || q.max === '' ? undefined : q.max;
    if ((min !== undefined && !number(min)) || (max !== undefined && !number(max))) return undefined;
    return (value) =>
      isAbsent(value) ||
      (number(value) && (min === undefined || value >= min) && (max === undefined || value <= max));
  },
};

function validatorRule(validator: Loose): SurelyValid | null {
  const type = String((validator.getType as () => string).call(validator));
  if (type === 'regexvalidator') {
    if (validator.caseInsensitive === true || typeof validator.regex !== 'string') return null;
    const pattern = new RegExp(validator.regex);
    return (value) => isAbsent(value) || (typeof value === 'string' && pattern.test(value));
  }
  if (type === 'numericvalidator') {
    const min = optionalNumber(validator.minValue);
    const max = optionalNumber(validator.maxValue);
    return (value) =>
      isAbsent(value) ||
      (number(value) && (min === undefined || value >= min) && (max === undefined || value <= max));
  }
  if (type === 'textvalidator') {
    if (validator.allowDigits === false) return null;
    const min = optionalNumber(validator.minLength) ?? 0;
    const max = optionalNumber(validator.maxLength) ?? 0;
    return (value) =>
      isAbsent(value) ||
      (typeof value === 'string' && value.length >= min && (max <= 0 || value.length <= max));
  }
  if (type === 'expressionvalidator') {
    const expression = String(validator.expression ?? '');
    return (_value, values) => conditionHolds(expression, values);
  }
  return null;
}
