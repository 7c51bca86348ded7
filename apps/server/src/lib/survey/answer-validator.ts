import { PLAY_MESSAGES } from '@pesquisemais/shared';
import type { ItemValue, PageModel, Question, SurveyModel } from 'survey-core';
import 'survey-core/i18n/portuguese-br';
import { AppError } from '../app-error';
import { type CompiledSurvey, conditionHolds } from './compiled-survey';

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

/** Question types that hold no answer of their own. */
const NO_ANSWER_TYPES = new Set(['html', 'image']);
const SINGLE_CHOICE_TYPES = new Set(['radiogroup', 'dropdown']);
const MULTI_CHOICE_TYPES = new Set(['checkbox', 'tagbox', 'ranking']);
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const TEXT_MAX = 10_000;

type Loose = Record<string, unknown>;

/**
 * Checks answers against a frozen version with survey-core's own model, so the server agrees with the
 * player: the model decides visibility, required (also requiredIf), validators, the choices a question
 * offers now (choicesFromQuestion, choicesMin/Max, choice visibleIf, other/none), calculated values and
 * valueName. What survey-core would never produce is refused on top: a choice no source offers, a name no
 * question, calculated value or trigger writes, a value of the wrong type. `isFinal` adds survey-core's
 * validation of every visible question; partial saves check only that the values could come from the
 * player (it saves when the respondent goes back, before the page is validated).
 * One cached model per version per process: survey-core is synchronous, so set data → check is atomic.
 */
export function answerErrors(
  survey: CompiledSurvey,
  answers: Record<string, unknown>,
  isFinal: boolean,
  /** Tests only: load the answers into the model even where a partial save does not need them. */
  alwaysLoad = false,
): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const name of Object.keys(answers)) {
    if (survey.writable.has(name)) continue;
    fields[name] = survey.noAnswerNames.has(name)
      ? ANSWER_MESSAGES.noAnswer
      : ANSWER_MESSAGES.unknownQuestion;
  }
  const model = survey.model;
  // A partial save is checked only against what each question could hold; when nothing in that depends
  // on the other answers, loading them into the model (most of the check's CPU) changes no verdict.
  if (isFinal || alwaysLoad || partialNeedsAnswers(survey)) setData(model, answers);
  for (const question of model.getAllQuestions()) {
    const name = question.getValueName();
    if (fields[name]) continue;
    const value = answers[name];
    const problem = isEmpty(value) ? null : valueError(question, value);
    if (problem) fields[name] = problem;
  }
  if (isFinal && Object.keys(fields).length === 0) collectModelErrors(survey, answers, fields);
  return fields;
}

/**
 * Loads the answers into the model. survey-core sets them one by one and drops a value whose choices come
 * from a question set after it (choicesFromQuestion); setting them again, with those choices now known,
 * is what the player's state is.
 */
function setData(model: SurveyModel, answers: Record<string, unknown>): void {
  for (let round = 0; round < 3; round += 1) {
    loadData(model, answers);
    const dropped = Object.keys(answers).some(
      (name) => !isEmpty(answers[name]) && isEmpty(model.getValue(name)),
    );
    if (!dropped) return;
  }
}

const STATIC_TYPES = new Set([
  ...NO_ANSWER_TYPES,
  ...SINGLE_CHOICE_TYPES,
  ...MULTI_CHOICE_TYPES,
  'imagepicker',
  'text',
  'comment',
  'rating',
  'boolean',
  'matrix',
  'multipletext',
  'file',
  'signaturepad',
  'expression',
]);
const partialNeedsAnswersCache = new WeakMap<CompiledSurvey, boolean>();

/**
 * Whether `valueError` on some question reads state the answers change: choices carried from another
 * question, loaded from a URL or filtered by a condition (the question's or an item's visibleIf, rating
 * values with visibleIf), or the rows and panels of dynamic matrices and panels. Otherwise it reads only
 * the question's definition (static choices, rows, columns, items, rate values), whatever the data.
 */
export function partialNeedsAnswers(survey: CompiledSurvey): boolean {
  const cached = partialNeedsAnswersCache.get(survey);
  if (cached !== undefined) return cached;
  const needs = survey.model.getAllQuestions().some((question) => !readsOnlyDefinition(question));
  partialNeedsAnswersCache.set(survey, needs);
  return needs;
}

function readsOnlyDefinition(question: Question): boolean {
  const type = question.getType();
  if (!STATIC_TYPES.has(type)) return false;
  const q = question as unknown as Loose;
  const hasConditionalItem = (items: unknown) =>
    Array.isArray(items) && items.some((item) => Boolean((item as Loose).visibleIf));
  if (type === 'rating') return !hasConditionalItem(q.rateValues);
  if (!('choices' in q)) return true;
  if (q.isUsingCarryForward || q.choicesFromQuestion || q.choicesLazyLoadEnabled) return false;
  if ((q.choicesByUrl as Loose | undefined)?.url) return false;
  if (q.choicesVisibleIf) return false;
  return !hasConditionalItem(q.choices);
}

/** The parts of survey-core's model `loadData` drives directly (what its `data` setter runs). */
type ModelInternals = {
  valuesHash: Record<string, unknown>;
  isSettingDataValue: boolean;
  setDataValueCore(hash: Record<string, unknown>, key: string, value: unknown): void;
  updateAllQuestionsValue(clearData: boolean): void;
  notifyAllQuestionsOnValueChanged(): void;
  notifyElementsOnAnyValueOrVariableChanged(name: string): void;
  runConditions(): void;
};
const singlePassCache = new WeakMap<SurveyModel, boolean>();

/**
 * `model.data = answers`, step by step as survey-core runs it (survey-core 3: reset the values, copy them
 * in, push them to every question, notify, run the conditions, push them to every question again). The
 * second push is a third of the cost and only matters when the conditions wrote a value or a question
 * computes its value from the others (a default value expression, choices carried from another
 * question); when neither can happen it would set every question to the value it already holds.
 */
function loadData(model: SurveyModel, answers: Record<string, unknown>): void {
  const core = model as unknown as ModelInternals;
  if (!singlePass(model)) {
    model.data = answers;
    return;
  }
  core.valuesHash = {};
  for (const key of Object.keys(answers)) core.setDataValueCore(core.valuesHash, key.trim(), answers[key]);
  core.isSettingDataValue = true;
  core.updateAllQuestionsValue(false);
  core.notifyAllQuestionsOnValueChanged();
  core.notifyElementsOnAnyValueOrVariableChanged('');
  core.isSettingDataValue = false;
  const before = core.valuesHash;
  const snapshot = Object.entries(before);
  core.runConditions();
  const after = core.valuesHash;
  const unchanged =
    after === before &&
    Object.keys(after).length === snapshot.length &&
    snapshot.every(([key, value]) => after[key] === value);
  if (!unchanged) core.updateAllQuestionsValue(false);
}

/** No question's value is derived from other questions (defaults by expression, carried choices/rows). */
function singlePass(model: SurveyModel): boolean {
  const cached = singlePassCache.get(model);
  if (cached !== undefined) return cached;
  const json = JSON.stringify(model.toJSON());
  const single = !/FromQuestion|defaultValueExpression/.test(json);
  singlePassCache.set(model, single);
  return single;
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

/**
 * survey-core's verdict on every visible question (the player validates each page before leaving it).
 * A complete trigger ends the survey early and a skip trigger jumps over pages: what was not reached is
 * not required, as in the player; answered questions are still validated.
 */
function collectModelErrors(survey: CompiledSurvey, answers: Record<string, unknown>, fields: Loose): void {
  const model = survey.model;
  // Cached parsed conditions on survey-core's values (answers, calculated values, variables).
  const values =
    survey.completeTriggers.length + survey.skipTriggers.length > 0 ? model.getFilteredValues() : {};
  const endsEarly = survey.completeTriggers.some((expression) => conditionHolds(expression, values));
  const skippedBefore = skipTargetPage(survey, model, values);
  for (const question of model.getAllQuestions()) {
    if (!question.isVisible || !question.isParentVisible || question.isReadOnly) continue;
    const name = question.getValueName();
    const answered = !isEmpty(answers[name]);
    const reached = !endsEarly && pageIndex(model, question) >= skippedBefore;
    if (!answered && !reached) continue;
    // Without the callback survey-core skips its UI updates; the messages are asked for only on failure.
    if (question.validate(false) || question.validate(true)) continue;
    const message = firstError(question);
    if (message) fields[name] = message;
  }
}

/** Pages before the question a holding skip trigger jumps to may be skipped (index), else -1. */
function skipTargetPage(survey: CompiledSurvey, model: SurveyModel, values: Record<string, unknown>): number {
  let target = -1;
  for (const skip of survey.skipTriggers) {
    if (!conditionHolds(skip.expression, values)) continue;
    const question = model.getQuestionByName(skip.gotoName);
    if (question) target = Math.max(target, pageIndex(model, question));
  }
  return target === -1 ? -1 : target;
}

function firstError(question: Question): string | null {
  const own = question.errors[0];
  if (own) return errorText(question, own.getErrorType(), own.getText());
  for (const inner of innerQuestions(question)) {
    const nested = inner.errors[0];
    if (nested)
      return `${inner.title || inner.name}: ${errorText(inner, nested.getErrorType(), nested.getText())}`;
  }
  return ANSWER_MESSAGES.expression;
}

/** survey-core's pt-BR text, except the messages this product has always used for the same rule. */
function errorText(question: Question, type: string, text: string): string {
  if (type === 'required')
    return (question as unknown as Loose).requiredErrorText ? text : ANSWER_MESSAGES.required;
  const q = question as unknown as Loose;
  if (question.getType() === 'text' && (q.inputType === 'number' || q.inputType === 'range')) {
    const value = Number(question.value);
    if (typeof q.max === 'number' && value > q.max) return `O valor máximo é ${q.max}.`;
    if (typeof q.min === 'number' && value < q.min) return `O valor mínimo é ${q.min}.`;
  }
  return text;
}

/** The questions inside a dynamic panel, a matrix's cells or a multiple text's items. */
function innerQuestions(question: Question): Question[] {
  const q = question as unknown as Loose;
  const type = question.getType();
  if (type === 'paneldynamic') {
    return ((q.panels as { questions: Question[] }[]) ?? []).flatMap((panel) => panel.questions);
  }
  if (type === 'matrixdropdown' || type === 'matrixdynamic') {
    const rows = (q.visibleRows as { cells: { question: Question }[] }[]) ?? [];
    return rows.flatMap((row) => row.cells.map((cell) => cell.question));
  }
  if (type === 'multipletext') return ((q.items as { editor: Question }[]) ?? []).map((item) => item.editor);
  return [];
}

function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === '') return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === 'object') return Object.keys(value as object).length === 0;
  return false;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isScalar(value: unknown): boolean {
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
}

/** A value the player could not have produced for this question (tampered or of the wrong type). */
function valueError(question: Question, value: unknown): string | null {
  const type = question.getType();
  const q = question as unknown as Loose;
  if (NO_ANSWER_TYPES.has(type)) return ANSWER_MESSAGES.noAnswer;
  if (type === 'text') return textError(q, value);
  if (type === 'comment') return typeof value === 'string' ? lengthError(value, q.maxLength) : wrong();
  if (SINGLE_CHOICE_TYPES.has(type) || (type === 'imagepicker' && q.multiSelect !== true)) {
    if (!isScalar(value)) return wrong();
    return choiceAllowed(question, value) ? null : ANSWER_MESSAGES.choice;
  }
  if (MULTI_CHOICE_TYPES.has(type) || type === 'imagepicker') {
    if (!Array.isArray(value) || !value.every(isScalar)) return wrong();
    return value.every((item) => choiceAllowed(question, item)) ? null : ANSWER_MESSAGES.choice;
  }
  if (type === 'rating') return ratingError(question, value);
  if (type === 'boolean') {
    const b = question as unknown as { getValueTrue(): unknown; getValueFalse(): unknown };
    return value === b.getValueTrue() || value === b.getValueFalse() ? null : wrong();
  }
  if (type === 'matrix') {
    if (!isRecord(value)) return wrong();
    const rows = q.rows as ItemValue[];
    const columns = q.columns as ItemValue[];
    const ok = Object.entries(value).every(([row, col]) => hasItem(rows, row) && hasItem(columns, col));
    return ok ? null : ANSWER_MESSAGES.matrix;
  }
  if (type === 'multipletext') {
    if (!isRecord(value)) return wrong();
    const names = new Set(((q.items as { name: string }[]) ?? []).map((item) => item.name));
    const ok = Object.entries(value).every(([item, text]) => names.has(item) && isScalar(text));
    return ok ? null : ANSWER_MESSAGES.item;
  }
  if (type === 'matrixdropdown') return matrixDropdownError(question, value);
  if (type === 'matrixdynamic') return matrixDynamicError(question, value);
  if (type === 'paneldynamic') return panelDynamicError(question, value);
  if (type === 'file') return Array.isArray(value) && value.every(isRecord) ? null : wrong();
  if (type === 'signaturepad') return typeof value === 'string' ? null : wrong();
  if (type === 'expression') return isScalar(value) ? null : wrong();
  return null;
}

function textError(q: Loose, value: unknown): string | null {
  if (q.inputType === 'number' || q.inputType === 'range') {
    const number = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
    return Number.isFinite(number) ? null : ANSWER_MESSAGES.number;
  }
  if (typeof value === 'number') return null;
  if (typeof value !== 'string') return wrong();
  if (q.inputType === 'date') {
    if (!DATE_RE.test(value) || Number.isNaN(Date.parse(`${value}T00:00:00Z`))) return ANSWER_MESSAGES.date;
    if (new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value) return ANSWER_MESSAGES.date;
    return null;
  }
  return lengthError(value, q.maxLength);
}

function lengthError(value: string, maxLength: unknown): string | null {
  const max = typeof maxLength === 'number' && maxLength > 0 ? maxLength : TEXT_MAX;
  return value.length > max ? `No máximo ${max} caracteres.` : null;
}

function ratingError(question: Question, value: unknown): string | null {
  const q = question as unknown as Loose;
  const items = (q.visibleRateValues as ItemValue[]) ?? [];
  if (hasItem(items, value)) return null;
  const rateValues = q.rateValues as unknown[];
  if (Array.isArray(rateValues) && rateValues.length > 0) return ANSWER_MESSAGES.choice;
  return `Escolha um valor entre ${q.rateMin} e ${q.rateMax}.`;
}

/**
 * A value the question offers now (survey-core's own list: static, from another question, numeric range,
 * filtered by visibleIf), or free text where the author allows it: the other item stored in the value
 * itself (storeOthersAsComment false) and custom choices of a dropdown or tagbox.
 */
function choiceAllowed(question: Question, value: unknown): boolean {
  const q = question as unknown as Loose & {
    hasUnknownValue(value: unknown, includeOther: boolean, isFilteredChoices: boolean): boolean;
    getStoreOthersAsComment?: () => boolean;
  };
  if (!q.hasUnknownValue(value, true, true)) return true;
  if (q.allowCustomChoices === true && typeof value === 'string') return true;
  const othersInValue = q.getStoreOthersAsComment
    ? !q.getStoreOthersAsComment()
    : q.storeOthersAsComment === false;
  if ((q.showOtherItem === true || q.hasOther === true) && othersInValue && typeof value === 'string')
    return true;
  return false;
}

function hasItem(items: ItemValue[], value: unknown): boolean {
  return items.some((item) => item.value === value || String(item.value) === String(value));
}

function matrixDropdownError(question: Question, value: unknown): string | null {
  if (!isRecord(value)) return wrong();
  const q = question as unknown as Loose;
  const columns = columnNames(q);
  const rows = q.rows as ItemValue[];
  for (const [row, cells] of Object.entries(value)) {
    if (!hasItem(rows, row) || !isRecord(cells)) return ANSWER_MESSAGES.matrix;
    if (!Object.keys(cells).every((key) => columns.has(key))) return ANSWER_MESSAGES.matrix;
  }
  const rowsNow = (q.visibleRows as { rowName: unknown; cells: { question: Question }[] }[]) ?? [];
  return cellsError(
    rowsNow.map((row) => ({ questions: row.cells.map((c) => c.question), raw: value[String(row.rowName)] })),
  );
}

function matrixDynamicError(question: Question, value: unknown): string | null {
  if (!Array.isArray(value)) return wrong();
  const columns = columnNames(question as unknown as Loose);
  for (const row of value) {
    if (!isRecord(row)) return wrong();
    if (!Object.keys(row).every((key) => columns.has(key))) return ANSWER_MESSAGES.matrix;
  }
  const rowsNow = ((question as unknown as Loose).visibleRows as { cells: { question: Question }[] }[]) ?? [];
  return cellsError(
    rowsNow.map((row, i) => ({ questions: row.cells.map((c) => c.question), raw: value[i] })),
  );
}

function columnNames(q: Loose): Set<string> {
  const names = new Set<string>();
  for (const column of (q.columns as { name: string }[]) ?? []) {
    names.add(column.name);
    names.add(`${column.name}-Comment`);
  }
  return names;
}

function panelDynamicError(question: Question, value: unknown): string | null {
  if (!Array.isArray(value)) return wrong();
  const q = question as unknown as Loose;
  const template = q.template as { questions: Question[] };
  const names = new Set<string>();
  for (const inner of template.questions) {
    names.add(inner.getValueName());
    names.add(`${inner.getValueName()}-Comment`);
  }
  for (const panel of value) {
    if (!isRecord(panel)) return wrong();
    const unknown = Object.keys(panel).find((key) => !names.has(key));
    if (unknown) return `${ANSWER_MESSAGES.unknownQuestion} (${unknown})`;
  }
  const panels = (q.panels as { questions: Question[] }[]) ?? [];
  return cellsError(panels.map((panel, i) => ({ questions: panel.questions, raw: value[i] })));
}

/**
 * The inner questions (cells, panel questions) checked like top-level ones against the values sent (the
 * model's own copy may already be cleaned by survey-core), with the model's state for choices.
 */
function cellsError(groups: { questions: Question[]; raw: unknown }[]): string | null {
  for (const { questions, raw } of groups) {
    if (!isRecord(raw)) continue;
    for (const inner of questions) {
      const value = raw[inner.getValueName()];
      if (isEmpty(value)) continue;
      const problem = valueError(inner, value);
      if (problem) return `${inner.title || inner.name}: ${problem}`;
    }
  }
  return null;
}

function wrong(): string {
  return ANSWER_MESSAGES.wrongType;
}

function pageIndex(model: SurveyModel, question: Question): number {
  return model.pages.indexOf(question.page as PageModel);
}
