import {
  parseFileReference,
  RESPONSE_STATUS_LABELS,
  RESPONSE_STATUSES,
  staffFilePath,
  type TResponseStatus,
} from '@pesquisemais/shared';
import { registerSurveyProperties } from '@pesquisemais/shared/survey-endings/register-survey-properties';
import { Model } from 'survey-core';
import { isoInSaoPaulo } from '../sao-paulo-time';
import type { AnalysisCell, AnalysisValueLabel, AnalysisVariable } from './analysis-dataset';
import { Codebook } from './codebook';
import { createNamer } from './variable-names';

// The product's own survey properties (a trigger's endAs) are known to every model built here.
registerSurveyProperties();

/** One stored response as the export reads it. */
export interface AnalysisResponse {
  id: string;
  status: TResponseStatus;
  answers: Record<string, unknown>;
  started_at: Date | string;
  completed_at: Date | string | null;
  is_interview: boolean;
  survey_version: number;
  interviewer_name: string | null;
}

/** What the columns depend on besides the questionnaire: read from the responses before writing any row. */
export interface AnalysisStats {
  /** Most rows seen per dynamic matrix or panel, by value path ('pacientes', 'visitas/*\/exames'). */
  rows: Record<string, number>;
  /** Calculated values whose every stored value is a number. */
  numeric: Record<string, boolean>;
}

/** The value paths of the dynamic lists ('*' for each row step) and the calculated values to measure. */
export interface AnalysisNeeds {
  lists: string[][];
  calculated: string[];
}

/** A variable ready to write: its metadata and how it reads its cell from one response. */
export interface AnalysisPlanVariable extends AnalysisVariable {
  cell: (response: AnalysisResponse) => AnalysisCell;
  /** Set when the codes are the choice values themselves; else they are 1, 2, 3… in the choices' order. */
  codesAreValues?: boolean;
}

export interface AnalysisPlan {
  variables: AnalysisPlanVariable[];
  row: (response: AnalysisResponse) => AnalysisCell[];
}

type Loose = Record<string, unknown>;
type Answers = Record<string, unknown>;
type Container = (answers: Answers) => Answers | undefined;

interface Column {
  key: string;
  parts: () => unknown[];
  label: string;
  kind: AnalysisVariable['kind'];
  measure: AnalysisVariable['measure'];
  questionType: string;
  codebook?: Codebook;
  valueLabels?: AnalysisValueLabel[];
  cell: (answers: Answers) => AnalysisCell;
}

/** Where a field's value lives: its container object, its key there, and its names so far. */
interface Place {
  id: string;
  parts: unknown[];
  label: string;
  container: Container;
  key: string;
  /** The value path from the answers' root, '*' for each row of a dynamic list. */
  path: string[];
}

interface Walk {
  add: (column: Column) => void;
  codebook: (id: string) => Codebook;
  rows: (path: string[]) => number;
  numeric: (name: string) => boolean;
}

const YES_NO: AnalysisValueLabel[] = [
  { value: 1, label: 'Sim' },
  { value: 0, label: 'Não' },
];
const SELECTED: AnalysisValueLabel[] = [
  { value: 1, label: 'Selecionado' },
  { value: 0, label: 'Não selecionado' },
];
const STATUS_CODES: Record<TResponseStatus, number> = {
  complete: 1,
  partial: 2,
  screened_out: 3,
  over_quota: 4,
};
const SKIPPED = new Set(['html', 'image', 'panel', 'flowpanel']);
const SINGLE_CHOICE = new Set(['radiogroup', 'dropdown', 'buttongroup']);
const MULTI_CHOICE = new Set(['checkbox', 'tagbox']);
const NUMERIC_INPUTS = new Set(['number', 'range']);
const DATE_INPUTS = new Set(['date', 'datetime-local']);
const NUMBER_TEXT = /^-?\d+(?:\.\d+)?(?:e[+-]?\d+)?$/i;
const SPECIAL_ITEMS: [flag: string, item: string, text: string, fallback: string][] = [
  ['showNoneItem', 'noneItem', 'noneText', 'Nenhum'],
  ['showRefuseItem', 'refuseItem', 'refuseText', 'Prefiro não responder'],
  ['showDontKnowItem', 'dontKnowItem', 'dontKnowText', 'Não sei'],
  ['showOtherItem', 'otherItem', 'otherText', 'Outro'],
];

const plain = (value: unknown) =>
  typeof value === 'string'
    ? value
        .replace(/<[^>]*>/g, '')
        .replace(/\s+/g, ' ')
        .trim()
    : '';
const isObject = (value: unknown): value is Answers =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const child =
  (container: Container, key: string): Container =>
  (answers) => {
    const value = container(answers)?.[key];
    return isObject(value) ? value : undefined;
  };
const rowOf =
  (container: Container, key: string, index: number): Container =>
  (answers) => {
    const list = container(answers)?.[key];
    const value = Array.isArray(list) ? list[index] : undefined;
    return isObject(value) ? value : undefined;
  };

function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && NUMBER_TEXT.test(value.trim())) return Number(value);
  return null;
}

function toText(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
}

function isOwnText(q: Loose, property: string): string {
  const json = (q.toJSON as () => Loose).call(q);
  const value = json[property];
  if (typeof value === 'string') return plain(value);
  if (isObject(value)) return plain(value['pt-br'] ?? value.pt ?? value.default ?? Object.values(value)[0]);
  return '';
}

const title = (q: Loose) => plain(q.title) || String(q.name);

/** The question's static choices; choices copied from another question are read from the model. */
function choicesOf(q: Loose, fallback?: unknown): Loose[] {
  const own = Array.isArray(q.choices) ? (q.choices as Loose[]) : [];
  if (own.length > 0) return own;
  if (typeof q.choicesFromQuestion === 'string' && q.choicesFromQuestion && Array.isArray(q.visibleChoices)) {
    const specials = new Set<unknown>(
      SPECIAL_ITEMS.map(([, item]) => (q[item] as Loose | undefined)?.value).filter((v) => v !== undefined),
    );
    return (q.visibleChoices as Loose[]).filter((choice) => !specials.has(choice.value));
  }
  return Array.isArray(fallback) ? (fallback as Loose[]) : [];
}

function fillCodebook(book: Codebook, q: Loose, choices: Loose[]) {
  for (const choice of choices) book.add(choice.value, plain(choice.text) || String(choice.value));
  for (const [flag, item, property, fallback] of SPECIAL_ITEMS) {
    const on = q[flag] === true || (flag === 'showOtherItem' && q.hasOther === true);
    const special = q[item] as Loose | undefined;
    if (on && special) book.add(special.value, isOwnText(q, property) || fallback, true);
  }
}

const otherItemValue = (q: Loose) => (q.otherItem as Loose | undefined)?.value ?? 'other';
const hasOther = (q: Loose) => q.showOtherItem === true || q.hasOther === true;
const hasComment = (q: Loose) => q.showCommentArea === true || q.hasComment === true;

/** 'other' answers keep their text in `<key>-Comment` unless the questionnaire stores it as the value. */
function otherTextOf(q: Loose, book: Codebook, value: unknown, comment: unknown): string | null {
  const otherValue = otherItemValue(q);
  const values = Array.isArray(value) ? value : [value];
  const unknown = values.filter(
    (item) => item !== undefined && item !== null && item !== '' && book.code(item) === undefined,
  );
  const texts: string[] = [];
  if (values.some((item) => String(item) === String(otherValue)) && typeof comment === 'string' && comment)
    texts.push(comment);
  for (const item of unknown) texts.push(toText(item) ?? '');
  return texts.length > 0 ? texts.join(', ') : null;
}

/** The variables of one field (a question, a matrix cell, a dynamic panel's question). */
function walkField(walk: Walk, q: Loose, place: Place, fallbackChoices?: unknown): void {
  const type = String((q.getType as () => string).call(q));
  if (SKIPPED.has(type)) return;
  const value = (answers: Answers) => place.container(answers)?.[place.key];
  const comment = (answers: Answers) => place.container(answers)?.[`${place.key}-Comment`];
  const column = (
    suffix: unknown[],
    label: string,
    rest: Omit<Column, 'key' | 'parts' | 'label'>,
  ): Column => ({
    key: `${place.id}${suffix.length ? `#${suffix.join('#')}` : ''}`,
    parts: () => [...place.parts, ...suffix],
    label,
    ...rest,
  });
  const textColumn = (suffix: string, label: string, read: (answers: Answers) => AnalysisCell) =>
    walk.add(
      column([suffix], `${place.label} - ${label}`, {
        kind: 'string',
        measure: 'nominal',
        questionType: type,
        cell: read,
      }),
    );

  if (SINGLE_CHOICE.has(type) || (type === 'imagepicker' && q.multiSelect !== true) || type === 'rating') {
    const book = walk.codebook(place.id);
    if (type === 'rating') {
      const rates = (Array.isArray(q.visibleRateValues) ? q.visibleRateValues : []) as Loose[];
      for (const rate of rates) book.add(rate.value, plain(rate.text) || String(rate.value));
    } else fillCodebook(book, q, choicesOf(q, fallbackChoices));
    walk.add(
      column([], place.label, {
        kind: 'numeric',
        measure: type === 'rating' ? 'ordinal' : 'nominal',
        questionType: type,
        codebook: book,
        cell: (answers) => {
          const given = value(answers);
          if (given === undefined || given === null || given === '') return null;
          const code = book.code(given);
          // An 'other' stored as its own text (storeOthersAsComment: false) is coded as 'other'.
          if (code === undefined && hasOther(q)) return book.code(otherItemValue(q)) ?? null;
          return code ?? null;
        },
      }),
    );
    if (hasOther(q) || q.allowCustomChoices === true || book.size === 0)
      textColumn('other', 'outro (texto)', (answers) =>
        otherTextOf(q, book, value(answers), comment(answers)),
      );
    if (hasComment(q) && !hasOther(q))
      textColumn('comment', 'comentário', (answers) => toText(comment(answers)));
    return;
  }

  if (MULTI_CHOICE.has(type) || type === 'imagepicker' || type === 'ranking') {
    const book = walk.codebook(place.id);
    fillCodebook(book, q, choicesOf(q, fallbackChoices));
    const ranking = type === 'ranking';
    for (const entry of book.list()) {
      walk.add({
        // Named by the choice's code (q_1, q_2…, as analysis packages expect of multiple-response sets).
        ...column([`choice:${String(entry.value)}`], `${place.label} - ${entry.text}`, {
          kind: 'numeric',
          measure: ranking ? 'ordinal' : 'nominal',
          questionType: type,
          valueLabels: ranking ? undefined : SELECTED,
          cell: (answers) => {
            const list = value(answers);
            if (!Array.isArray(list)) return null;
            const at = list.findIndex((item) => String(item) === String(entry.value));
            if (ranking) return at < 0 ? null : at + 1;
            return at < 0 ? 0 : 1;
          },
        }),
        parts: () => [...place.parts, book.code(entry.value)],
      });
    }
    if (hasOther(q) || q.allowCustomChoices === true)
      textColumn('other', 'outro (texto)', (answers) =>
        otherTextOf(q, book, value(answers), comment(answers)),
      );
    if (hasComment(q) && !hasOther(q))
      textColumn('comment', 'comentário', (answers) => toText(comment(answers)));
    return;
  }

  if (type === 'boolean') {
    const yes = q.valueTrue ?? true;
    const no = q.valueFalse ?? false;
    const labelTrue = isOwnText(q, 'labelTrue') || 'Sim';
    const labelFalse = isOwnText(q, 'labelFalse') || 'Não';
    walk.add(
      column([], place.label, {
        kind: 'numeric',
        measure: 'nominal',
        questionType: type,
        valueLabels: [
          { value: 1, label: labelTrue },
          { value: 0, label: labelFalse },
        ],
        cell: (answers) => {
          const given = value(answers);
          if (given === undefined || given === null) return null;
          if (String(given) === String(yes)) return 1;
          if (String(given) === String(no)) return 0;
          return null;
        },
      }),
    );
    if (hasComment(q)) textColumn('comment', 'comentário', (answers) => toText(comment(answers)));
    return;
  }

  if (type === 'matrix') {
    const book = walk.codebook(place.id);
    for (const choice of (q.columns as Loose[]) ?? [])
      book.add(choice.value, plain(choice.text) || String(choice.value));
    const rowsContainer = child(place.container, place.key);
    for (const row of (q.rows as Loose[]) ?? []) {
      const rowKey = String(row.value);
      walk.add(
        column([rowKey], `${place.label} - ${plain(row.text) || rowKey}`, {
          kind: 'numeric',
          measure: 'nominal',
          questionType: type,
          codebook: book,
          cell: (answers) => book.code(rowsContainer(answers)?.[rowKey]) ?? null,
        }),
      );
    }
    if (hasComment(q)) textColumn('comment', 'comentário', (answers) => toText(comment(answers)));
    return;
  }

  if (type === 'matrixdropdown' || type === 'matrixdynamic') {
    const columns = (q.columns as Loose[]) ?? [];
    const rows: { key: string; text: string; container: Container }[] =
      type === 'matrixdropdown'
        ? ((q.rows as Loose[]) ?? []).map((row) => ({
            key: String(row.value),
            text: plain(row.text) || String(row.value),
            container: child(child(place.container, place.key), String(row.value)),
          }))
        : Array.from({ length: walk.rows([...place.path]) }, (_, index) => ({
            key: String(index + 1),
            text: String(index + 1),
            container: rowOf(place.container, place.key, index),
          }));
    for (const row of rows) {
      for (const col of columns) {
        const template = col.templateQuestion as Loose | undefined;
        if (!template) continue;
        const name = String(col.name);
        walkField(
          walk,
          template,
          {
            // One codebook per column whatever the row: every row's column shares the same codes.
            id: `${place.id}/${row.key}/${name}`,
            parts: [...place.parts, row.key, name],
            label: `${place.label} - ${row.text} - ${plain(col.title) || name}`,
            container: row.container,
            key: name,
            path: [...place.path, type === 'matrixdynamic' ? '*' : row.key, name],
          },
          q.choices,
        );
      }
    }
    if (hasComment(q)) textColumn('comment', 'comentário', (answers) => toText(comment(answers)));
    return;
  }

  if (type === 'paneldynamic') {
    const template = q.template as Loose | undefined;
    const inner = (template?.questions as Loose[]) ?? [];
    const count = walk.rows([...place.path]);
    for (let index = 0; index < count; index += 1) {
      for (const question of inner) {
        const key = String((question.getValueName as () => string).call(question));
        walkField(walk, question, {
          id: `${place.id}/${index + 1}/${key}`,
          parts: [...place.parts, index + 1, question.name],
          label: `${place.label} #${index + 1} - ${title(question)}`,
          container: rowOf(place.container, place.key, index),
          key,
          path: [...place.path, '*', key],
        });
      }
    }
    return;
  }

  if (type === 'multipletext') {
    const container = child(place.container, place.key);
    for (const item of (q.items as Loose[]) ?? []) {
      const name = String(item.name);
      const numeric = NUMERIC_INPUTS.has(String(item.inputType ?? ''));
      walk.add(
        column([name], `${place.label} - ${plain(item.title) || name}`, {
          kind: numeric ? 'numeric' : 'string',
          measure: numeric ? 'scale' : 'nominal',
          questionType: type,
          cell: (answers) =>
            numeric ? toNumber(container(answers)?.[name]) : toText(container(answers)?.[name]),
        }),
      );
    }
    return;
  }

  if (type === 'file' || type === 'signaturepad') {
    walk.add(
      column([], place.label, {
        kind: 'string',
        measure: 'nominal',
        questionType: type,
        cell: (answers) => fileText(value(answers)),
      }),
    );
    return;
  }

  const inputType = String(q.inputType ?? '');
  const numeric =
    (type === 'text' && NUMERIC_INPUTS.has(inputType)) ||
    (type === 'expression' && ['decimal', 'currency', 'percent'].includes(String(q.displayStyle))) ||
    type === 'slider';
  const date = type === 'text' && DATE_INPUTS.has(inputType);
  walk.add(
    column([], place.label, {
      kind: numeric ? 'numeric' : date ? 'datetime' : 'string',
      measure: numeric ? 'scale' : 'nominal',
      questionType: type,
      cell: (answers) => (numeric ? toNumber(value(answers)) : toText(value(answers))),
    }),
  );
  if (hasComment(q)) textColumn('comment', 'comentário', (answers) => toText(comment(answers)));
}

/**
 * Files are written as their names and, when the file is stored apart, where to get it; a file or signature
 * embedded in the answer (a data: URL) is named only (its bytes do not fit in a cell).
 */
function fileText(value: unknown): string | null {
  if (value === undefined || value === null || value === '') return null;
  const files = Array.isArray(value) ? value : [value];
  const texts = files.map((file) => {
    if (typeof file === 'string') return file.startsWith('data:') ? '(imagem embutida)' : file;
    if (!isObject(file)) return toText(file) ?? '';
    const name = typeof file.name === 'string' ? file.name : '';
    // A file stored by the product is downloaded by staff from the responses API, not the player's path.
    const stored = parseFileReference(file.content);
    if (stored) return `${name || 'arquivo'} (${staffFilePath(stored.responseId, stored.fileId)})`;
    const where = [file.url, file.content].find(
      (item): item is string => typeof item === 'string' && item !== '' && !item.startsWith('data:'),
    );
    return [name, where].filter(Boolean).join(' ') || '(arquivo)';
  });
  return texts.join('; ');
}

/** The columns about the response itself, before the questionnaire's. */
function systemVariables(): AnalysisPlanVariable[] {
  const iso = (value: Date | string | null) => (value === null ? null : isoInSaoPaulo(value));
  const base = { questionType: '' };
  return [
    { ...base, name: 'id', label: 'id', kind: 'string', measure: 'nominal', cell: (r) => r.id },
    {
      ...base,
      name: 'versao',
      label: 'Versão',
      kind: 'numeric',
      measure: 'nominal',
      cell: (r) => r.survey_version,
    },
    {
      ...base,
      name: 'inicio',
      label: 'Início',
      kind: 'datetime',
      measure: 'scale',
      cell: (r) => iso(r.started_at),
    },
    {
      ...base,
      name: 'conclusao',
      label: 'Conclusão',
      kind: 'datetime',
      measure: 'scale',
      cell: (r) => iso(r.completed_at),
    },
    {
      ...base,
      name: 'entrevista',
      label: 'Entrevista',
      kind: 'numeric',
      measure: 'nominal',
      valueLabels: YES_NO,
      cell: (r) => (r.is_interview ? 1 : 0),
    },
    {
      ...base,
      name: 'entrevistador',
      label: 'Entrevistador',
      kind: 'string',
      measure: 'nominal',
      cell: (r) => r.interviewer_name,
    },
    {
      ...base,
      name: 'status',
      label: 'Status',
      kind: 'numeric',
      measure: 'nominal',
      valueLabels: RESPONSE_STATUSES.map((status) => ({
        value: STATUS_CODES[status],
        label: RESPONSE_STATUS_LABELS[status],
      })).sort((a, b) => Number(a.value) - Number(b.value)),
      cell: (r) => STATUS_CODES[r.status] ?? null,
    },
  ];
}

function walkSchemas(schemas: unknown[], walk: Walk) {
  for (const schema of schemas) {
    const model = new Model(schema);
    for (const question of model.getAllQuestions() as unknown as Loose[]) {
      const key = String((question.getValueName as () => string).call(question));
      walkField(walk, question, {
        id: key,
        parts: [question.name],
        label: title(question),
        container: (answers) => answers,
        key,
        path: [key],
      });
    }
    const variables = model.calculatedValues
      .filter((calculated) => calculated.includeIntoResult === true)
      .map((calculated) => ({ name: String(calculated.name), type: 'calculatedvalue' }));
    // A setvalue, copyvalue or runexpression trigger may write a variable no question holds (a segment, a
    // score): it is in the submitted answers, so it has its column too.
    const held = new Set(model.getAllQuestions().map((question) => question.getValueName()));
    for (const trigger of model.triggers as unknown as Loose[]) {
      const target = trigger.setToName;
      if (typeof target !== 'string' || !target || held.has(target)) continue;
      const type = (trigger.getType as () => string).call(trigger);
      if (type !== 'skiptrigger') variables.push({ name: target, type });
    }
    for (const variable of variables) addVariable(walk, variable.name, variable.type);
  }
}

/** A top-level value no question holds: numeric when every stored value is a number. */
function addVariable(walk: Walk, name: string, questionType: string) {
  const numeric = walk.numeric(name);
  walk.add({
    key: `$calc/${name}`,
    parts: () => [name],
    label: name,
    kind: numeric ? 'numeric' : 'string',
    measure: numeric ? 'scale' : 'nominal',
    questionType,
    cell: (answers) => (numeric ? toNumber(answers[name]) : toText(answers[name])),
  });
}

/** The dynamic lists and calculated values whose shape the responses decide. */
export function analysisNeeds(schemas: unknown[]): AnalysisNeeds {
  const lists = new Map<string, string[]>();
  const calculated = new Set<string>();
  walkSchemas(schemas, {
    add: () => undefined,
    codebook: () => new Codebook(),
    rows: (path) => {
      lists.set(path.join('/'), path);
      return 1;
    },
    numeric: (name) => {
      calculated.add(name);
      return false;
    },
  });
  return { lists: [...lists.values()], calculated: [...calculated] };
}

/** Every value at a path ('*' steps through each row of a list). */
export function valuesAt(root: unknown, path: string[]): unknown[] {
  let current: unknown[] = [root];
  for (const step of path) {
    const next: unknown[] = [];
    for (const item of current) {
      if (step === '*') {
        if (Array.isArray(item)) next.push(...item);
      } else if (isObject(item) && item[step] !== undefined) next.push(item[step]);
    }
    current = next;
  }
  return current;
}

/** The statistics the columns need, read from responses in memory. */
export function statsOf(needs: AnalysisNeeds, responses: Iterable<AnalysisResponse>): AnalysisStats {
  const stats: AnalysisStats = { rows: {}, numeric: {} };
  const seen = new Set<string>();
  for (const response of responses) {
    for (const path of needs.lists) {
      const key = path.join('/');
      for (const value of valuesAt(response.answers, path))
        if (Array.isArray(value)) stats.rows[key] = Math.max(stats.rows[key] ?? 0, value.length);
    }
    for (const name of needs.calculated) {
      const value = response.answers[name];
      if (value === undefined || value === null) continue;
      seen.add(name);
      stats.numeric[name] = (stats.numeric[name] ?? true) && typeof value === 'number';
    }
  }
  for (const name of needs.calculated) if (!seen.has(name)) stats.numeric[name] = false;
  return stats;
}

/**
 * The columns of the analysis file for these versions of a questionnaire (newest first: its names, texts and
 * order win; what only older versions asked comes after). Choice codes are gathered from every version, so a
 * response to any version gets the same code for the same choice.
 */
export function analysisPlan(schemas: unknown[], stats: AnalysisStats): AnalysisPlan {
  const columns: Column[] = [];
  const keys = new Set<string>();
  const books = new Map<string, Codebook>();
  walkSchemas(schemas, {
    add: (column) => {
      if (keys.has(column.key)) return;
      keys.add(column.key);
      columns.push(column);
    },
    codebook: (id) => {
      let book = books.get(id);
      if (!book) {
        book = new Codebook();
        books.set(id, book);
      }
      return book;
    },
    rows: (path) => stats.rows[path.join('/')] ?? 0,
    numeric: (name) => stats.numeric[name] === true,
  });
  const system = systemVariables();
  const name = createNamer();
  for (const variable of system) name([variable.name]);
  const variables: AnalysisPlanVariable[] = [
    ...system,
    ...columns.map((column) => {
      const variable: AnalysisPlanVariable = {
        name: name(column.parts()),
        label: column.label,
        kind: column.kind,
        measure: column.measure,
        questionType: column.questionType,
        cell: (response) => column.cell(response.answers),
      };
      const labels = column.codebook ? column.codebook.labels() : column.valueLabels;
      if (labels && labels.length > 0) variable.valueLabels = labels;
      if (column.codebook) variable.codesAreValues = column.codebook.usesValues;
      return variable;
    }),
  ];
  return { variables, row: (response) => variables.map((variable) => variable.cell(response)) };
}
