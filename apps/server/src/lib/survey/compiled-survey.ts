import {
  conditionQuestionsOf,
  SCREEN_OUT_TRIGGER_TYPE,
  type TConditionQuestion,
  triggerEndAs,
} from '@pesquisemais/shared';
import { registerSurveyProperties } from '@pesquisemais/shared/survey-endings/register-survey-properties';
import { ConditionRunner, Model, type SurveyModel } from 'survey-core';
import { compileFastCheck, type FastCheck } from './fast-check';

export { conditionHolds } from './condition-holds';

registerSurveyProperties();

export interface Choice {
  value: unknown;
  text: string;
}

export interface ValidatorSpec {
  type: string;
  minValue?: number;
  maxValue?: number;
  minLength?: number;
  maxLength?: number;
  regex?: string;
  expression?: string;
  text: string;
}

/** One question of a frozen version, read once from survey-core (defaults applied). */
export interface QuestionSpec {
  name: string;
  type: string;
  title: string;
  isRequired: boolean;
  requiredIf: string;
  requiredMessage: string;
  /** The question's own visibleIf and those of its panels and page; all must hold. */
  visibleIf: string[];
  isHidden: boolean;
  inputType: string;
  min: number | string | undefined;
  max: number | string | undefined;
  maxLength: number;
  choices: Choice[];
  hasOther: boolean;
  hasNone: boolean;
  rateValues: Choice[];
  rateMin: number;
  rateMax: number;
  rows: Choice[];
  columns: Choice[];
  items: Choice[];
  valueTrue: unknown;
  valueFalse: unknown;
  validators: ValidatorSpec[];
}

export interface CompiledSurvey {
  questions: QuestionSpec[];
  byName: Map<string, QuestionSpec>;
  /**
   * Every name the player may write into the answers: questions' value names (valueName), their
   * comment areas, calculated values and the targets of setvalue, copyvalue and runexpression triggers.
   */
  writable: Set<string>;
  /** Names of elements that hold no answer (html, image). */
  noAnswerNames: Set<string>;
  /** Expressions of every complete trigger (ends the survey early, whatever the ending is called). */
  completeTriggers: string[];
  skipTriggers: { expression: string; gotoName: string }[];
  /**
   * survey-core's model of this version, reused by the answer validator (set data → validate is
   * synchronous, so one model per version per process is safe). Never render it.
   */
  model: SurveyModel;
  /** survey-core's final verdict as plain functions, when the questionnaire has only parts they model. */
  fast: FastCheck | null;
  /** Expressions of the complete triggers that end the response as a screen-out (the default). */
  screenOut: string[];
  /** Expressions of the complete triggers whose author chose `endAs: 'complete'`: a complete response. */
  earlyComplete: string[];
  /** The questions as conditions see them (kinds, the values each can take, labels). */
  conditionQuestions: TConditionQuestion[];
}

type Loose = Record<string, unknown>;

const CACHE_LIMIT = 200;
const cache = new Map<string, CompiledSurvey>();

/** The compiled version when this process has it already (saves reading the schema again). */
export function cachedVersion(versionId: string): CompiledSurvey | undefined {
  return cache.get(versionId);
}

/** Compiles a frozen version once per process (versions are immutable, so the id is the key). */
export function compiledVersion(versionId: string, schema: unknown): CompiledSurvey {
  const hit = cache.get(versionId);
  if (hit) return hit;
  const compiled = compileSurvey(schema);
  if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value as string);
  cache.set(versionId, compiled);
  return compiled;
}

export function compileSurvey(schema: unknown): CompiledSurvey {
  const model = new Model(schema);
  const questions: QuestionSpec[] = [];
  for (const question of model.getAllQuestions()) {
    const q = question as unknown as Loose;
    const spec = toSpec(q);
    questions.push(spec);
  }
  const writable = new Set<string>();
  const noAnswerNames = new Set<string>();
  for (const question of model.getAllQuestions()) {
    const type = question.getType();
    if (type === 'html' || type === 'image') {
      noAnswerNames.add(question.name);
      continue;
    }
    const name = question.getValueName();
    writable.add(name);
    writable.add(`${name}-Comment`);
    if (type === 'matrixdropdown' || type === 'matrixdynamic') writable.add(`${name}-total`);
  }
  for (const item of model.calculatedValues) writable.add(item.name);
  const completeTriggers: string[] = [];
  const skipTriggers: { expression: string; gotoName: string }[] = [];
  for (const trigger of model.triggers) {
    const t = trigger as unknown as Loose;
    const expression = String(t.expression ?? '');
    const type = trigger.getType();
    if (typeof t.setToName === 'string' && t.setToName && type !== 'skiptrigger') writable.add(t.setToName);
    if (type === 'completetrigger' && expression.trim()) completeTriggers.push(expression);
    if (type === 'skiptrigger' && expression.trim() && typeof t.gotoName === 'string')
      skipTriggers.push({ expression, gotoName: t.gotoName });
  }
  model.locale = 'pt-br';
  const endings = model.triggers
    .filter((trigger) => trigger.getType() === `${SCREEN_OUT_TRIGGER_TYPE}trigger`)
    .map((trigger) => ({
      expression: String((trigger as unknown as Loose).expression ?? ''),
      endAs: triggerEndAs(trigger),
    }))
    .filter((ending) => ending.expression.trim().length > 0);
  const expressionsOf = (endAs: string) =>
    endings.filter((ending) => ending.endAs === endAs).map((ending) => ending.expression);
  return {
    questions,
    byName: new Map(questions.map((q) => [q.name, q])),
    writable,
    noAnswerNames,
    completeTriggers,
    skipTriggers,
    model,
    fast: compileFastCheck(model),
    screenOut: expressionsOf('screenout'),
    earlyComplete: expressionsOf('complete'),
    conditionQuestions: conditionQuestionsOf(schema as { pages?: unknown }),
  };
}

function toSpec(q: Loose): QuestionSpec {
  const type = String((q.getType as () => string).call(q));
  return {
    name: String(q.name),
    type,
    title: text(q.title) || String(q.name),
    isRequired: q.isRequired === true,
    requiredIf: text(q.requiredIf),
    requiredMessage: text(q.requiredErrorText),
    visibleIf: visibleChain(q),
    isHidden: q.visible === false && !text(q.visibleIf),
    inputType: text(q.inputType) || 'text',
    min: scalar(q.min),
    max: scalar(q.max),
    maxLength: typeof q.maxLength === 'number' && q.maxLength > 0 ? q.maxLength : 10_000,
    choices: items(q.choices),
    hasOther: q.hasOther === true || q.showOtherItem === true,
    hasNone: q.showNoneItem === true || q.hasNone === true,
    rateValues: items(q.rateValues),
    rateMin: typeof q.rateMin === 'number' ? q.rateMin : 1,
    rateMax: typeof q.rateMax === 'number' ? q.rateMax : 5,
    rows: items(q.rows),
    columns: items(q.columns),
    items: Array.isArray(q.items)
      ? (q.items as Loose[]).map((item) => ({ value: String(item.name), text: text(item.title) }))
      : [],
    valueTrue: q.valueTrue ?? true,
    valueFalse: q.valueFalse ?? false,
    validators: Array.isArray(q.validators) ? (q.validators as Loose[]).map(toValidator) : [],
  };
}

function toValidator(v: Loose): ValidatorSpec {
  return {
    type: String((v.getType as () => string).call(v)),
    minValue: typeof v.minValue === 'number' ? v.minValue : undefined,
    maxValue: typeof v.maxValue === 'number' ? v.maxValue : undefined,
    minLength: typeof v.minLength === 'number' && v.minLength > 0 ? v.minLength : undefined,
    maxLength: typeof v.maxLength === 'number' && v.maxLength > 0 ? v.maxLength : undefined,
    regex: typeof v.regex === 'string' && v.regex ? v.regex : undefined,
    expression: typeof v.expression === 'string' && v.expression ? v.expression : undefined,
    text: text(v.text),
  };
}

function visibleChain(q: Loose): string[] {
  const chain: string[] = [];
  if (text(q.visibleIf)) chain.push(text(q.visibleIf));
  let parent = q.parent as Loose | undefined;
  while (parent) {
    if (text(parent.visibleIf)) chain.push(text(parent.visibleIf));
    parent = parent.parent as Loose | undefined;
  }
  const page = q.page as Loose | undefined;
  if (page && page !== q.parent && text(page.visibleIf)) chain.push(text(page.visibleIf));
  return chain;
}

function items(value: unknown): Choice[] {
  if (!Array.isArray(value)) return [];
  return (value as Loose[]).map((item) => ({
    value: item.value,
    text: text(item.text) || String(item.value),
  }));
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

function scalar(value: unknown): number | string | undefined {
  return typeof value === 'number' || (typeof value === 'string' && value !== '') ? value : undefined;
}

/** An empty condition or one SurveyJS can parse. */
export function isValidCondition(expression: string): boolean {
  const text = expression.trim();
  return text === '' || new ConditionRunner(text).canRun();
}
