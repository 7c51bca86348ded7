import type { ItemValue, Question } from 'survey-core';

/*
 * The shape of one answer value: what survey-core's player could have stored for a question (type, choices
 * from any source, matrix rows and columns, dynamic rows and panels). The answer check asks this on top of
 * survey-core's own validation, so tampered values are refused.
 */

/** Question types that hold no answer of their own. */
export const NO_ANSWER_TYPES = new Set(['html', 'image']);

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

export const SINGLE_CHOICE_TYPES = new Set(['radiogroup', 'dropdown']);
export const MULTI_CHOICE_TYPES = new Set(['checkbox', 'tagbox', 'ranking']);
const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const TEXT_MAX = 10_000;

type Loose = Record<string, unknown>;

export function isEmpty(value: unknown): boolean {
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
export function valueError(question: Question, value: unknown): string | null {
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

/** Matrices whose column totals survey-core stores as `<name>-total`. */
const MATRIX_TYPES = new Set(['matrixdropdown', 'matrixdynamic']);

function panelDynamicError(question: Question, value: unknown): string | null {
  if (!Array.isArray(value)) return wrong();
  const q = question as unknown as Loose;
  const template = q.template as { questions: Question[] };
  const names = new Set<string>();
  for (const inner of template.questions) {
    const name = inner.getValueName();
    names.add(name);
    names.add(`${name}-Comment`);
    // survey-core stores a matrix's column totals beside it in the panel entry, as at the top level.
    if (MATRIX_TYPES.has(inner.getType())) names.add(`${name}-total`);
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

export function wrong(): string {
  return ANSWER_MESSAGES.wrongType;
}
