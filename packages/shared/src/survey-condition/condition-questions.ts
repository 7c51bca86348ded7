import type { TConditionOperator } from './condition-expression';

/** How a condition may test a question: decides the value picker, the literal and the check. */
export type TConditionQuestionKind =
  | 'boolean'
  | 'choice'
  | 'multichoice'
  | 'rating'
  | 'number'
  | 'text'
  | 'other';

/** A value the question can take, with the label respondents see ('Sim', 'Cardiologia'). */
export type TConditionOption = { value: string | number | boolean; label: string };

/** A question a condition may test. `options` lists every value it can take (empty = free input). */
export type TConditionQuestion = {
  name: string;
  title: string;
  kind: TConditionQuestionKind;
  options: TConditionOption[];
};

/** The operators that make sense for each kind; the first is the default of a new clause. */
export const OPERATORS_BY_KIND: Record<TConditionQuestionKind, readonly TConditionOperator[]> = {
  boolean: ['equal', 'notequal', 'empty', 'notempty'],
  choice: ['equal', 'notequal', 'anyof', 'empty', 'notempty'],
  multichoice: ['contains', 'notcontains', 'anyof', 'allof', 'empty', 'notempty'],
  rating: ['equal', 'notequal', 'greater', 'greaterorequal', 'less', 'lessorequal', 'empty', 'notempty'],
  number: ['equal', 'notequal', 'greater', 'greaterorequal', 'less', 'lessorequal', 'empty', 'notempty'],
  text: ['equal', 'notequal', 'contains', 'notcontains', 'empty', 'notempty'],
  other: ['equal', 'notequal', 'contains', 'notcontains', 'empty', 'notempty'],
};

type TLoose = Record<string, unknown>;

const CHOICE_TYPES = new Set(['radiogroup', 'dropdown', 'imagepicker']);
const MULTI_CHOICE_TYPES = new Set(['checkbox', 'tagbox', 'ranking']);
const NO_VALUE_TYPES = new Set(['html', 'image', 'panel', 'paneldynamic']);

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

function kindOf(element: TLoose): TConditionQuestionKind {
  const type = String(element.type ?? '');
  if (type === 'boolean') return 'boolean';
  if (CHOICE_TYPES.has(type)) return 'choice';
  if (MULTI_CHOICE_TYPES.has(type)) return 'multichoice';
  if (type === 'rating') return 'rating';
  if (type === 'text' && (element.inputType === 'number' || element.inputType === 'range')) return 'number';
  if (type === 'text' || type === 'comment') return 'text';
  return 'other';
}

function scalar(value: unknown): string | number | boolean {
  return typeof value === 'number' || typeof value === 'boolean' ? value : String(value);
}

/** SurveyJS items: `'a'`, `1` or `{ value, text }`. */
export function itemOptions(items: unknown): TConditionOption[] {
  if (!Array.isArray(items)) return [];
  return items.map((item) => {
    if (item && typeof item === 'object' && 'value' in item) {
      const loose = item as TLoose;
      return { value: scalar(loose.value), label: text(loose.text) || String(loose.value) };
    }
    return { value: scalar(item), label: String(item) };
  });
}

function ratingOptions(element: TLoose): TConditionOption[] {
  const listed = itemOptions(element.rateValues);
  if (listed.length > 0) return listed;
  const min = typeof element.rateMin === 'number' ? element.rateMin : 1;
  const max = typeof element.rateMax === 'number' ? element.rateMax : 5;
  const step = typeof element.rateStep === 'number' && element.rateStep > 0 ? element.rateStep : 1;
  const options: TConditionOption[] = [];
  for (let value = min; value <= max && options.length < 100; value += step) {
    options.push({ value, label: String(value) });
  }
  return options;
}

/** The values a question of a SurveyJS element can take (defaults applied as SurveyJS does). */
export function optionsOf(element: TLoose): TConditionOption[] {
  const kind = kindOf(element);
  if (kind === 'boolean') {
    return [
      { value: scalar(element.valueTrue ?? true), label: text(element.labelTrue) || 'Sim' },
      { value: scalar(element.valueFalse ?? false), label: text(element.labelFalse) || 'Não' },
    ];
  }
  if (kind === 'rating') return ratingOptions(element);
  if (kind !== 'choice' && kind !== 'multichoice') return [];
  const options = itemOptions(element.choices);
  if (element.showOtherItem === true || element.hasOther === true) {
    options.push({ value: 'other', label: text(element.otherText) || 'Outro' });
  }
  if (element.showNoneItem === true || element.hasNone === true) {
    options.push({ value: 'none', label: text(element.noneText) || 'Nenhum' });
  }
  return options;
}

/** One SurveyJS element as a condition question. */
export function toConditionQuestion(element: TLoose): TConditionQuestion {
  const name = String(element.name);
  return { name, title: text(element.title) || name, kind: kindOf(element), options: optionsOf(element) };
}

/**
 * The questions of a SurveyJS JSON a condition may test, in order (panels included); with `until`,
 * only those before it. Informative blocks are left out.
 */
export function conditionQuestionsOf(survey: { pages?: unknown }, until?: string): TConditionQuestion[] {
  const result: TConditionQuestion[] = [];
  let isDone = false;
  const visit = (elements: unknown) => {
    if (!Array.isArray(elements)) return;
    for (const element of elements as TLoose[]) {
      if (isDone) return;
      if (element.name === until) {
        isDone = true;
        return;
      }
      if (element.type === 'panel') visit(element.elements);
      if (typeof element.name !== 'string' || NO_VALUE_TYPES.has(String(element.type))) continue;
      result.push(toConditionQuestion(element));
    }
  };
  const pages = Array.isArray(survey.pages) ? (survey.pages as TLoose[]) : [];
  for (const page of pages) visit(page.elements);
  return result;
}
