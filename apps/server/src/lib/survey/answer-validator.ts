import { PLAY_MESSAGES } from '@pesquisemais/shared';
import type { PageModel, Question, SurveyModel } from 'survey-core';
import 'survey-core/i18n/portuguese-br';
import { AppError } from '../app-error';
import {
  ANSWER_MESSAGES,
  isEmpty,
  MULTI_CHOICE_TYPES,
  NO_ANSWER_TYPES,
  SINGLE_CHOICE_TYPES,
  valueError,
} from './answer-values';
import { type CompiledSurvey, conditionHolds } from './compiled-survey';
import { fastAccepts } from './fast-check';

export { ANSWER_MESSAGES };

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
  if (isFinal && !alwaysLoad && isSurelyAccepted(survey, answers)) return {};
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
 * A final submit survey-core's model would take, decided without loading the answers into it (most of the
 * check's CPU): every name writable, every value one the question's definition allows, and the compiled
 * checks of the visible questions (fast-check.ts) sure of each. Anything less, and the model decides.
 */
export function isSurelyAccepted(survey: CompiledSurvey, answers: Record<string, unknown>): boolean {
  if (!survey.fast || partialNeedsAnswers(survey)) return false;
  for (const name of Object.keys(answers)) if (!survey.writable.has(name)) return false;
  for (const question of survey.model.getAllQuestions()) {
    const value = answers[question.getValueName()];
    if (!isEmpty(value) && valueError(question, value)) return false;
  }
  return fastAccepts(survey.fast, answers);
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

function pageIndex(model: SurveyModel, question: Question): number {
  return model.pages.indexOf(question.page as PageModel);
}
