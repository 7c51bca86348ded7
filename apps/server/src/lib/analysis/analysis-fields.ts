import { fileText, isObject, plain, toNumber, toText } from './analysis-cells';
import type { AnalysisCell, AnalysisValueLabel, AnalysisVariable } from './analysis-dataset';
import type { Codebook } from './codebook';

/*
 * How each question of a questionnaire becomes columns: the walk over a question's fields (choices, rows,
 * dynamic rows, other and comment texts, files) and the cell readers. analysis-plan.ts walks the schemas.
 */
export type Loose = Record<string, unknown>;
type Answers = Record<string, unknown>;
type Container = (answers: Answers) => Answers | undefined;

export interface Column {
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

export interface Walk {
  add: (column: Column) => void;
  codebook: (id: string) => Codebook;
  rows: (path: string[]) => number;
  numeric: (name: string) => boolean;
}

export const YES_NO: AnalysisValueLabel[] = [
  { value: 1, label: 'Sim' },
  { value: 0, label: 'Não' },
];
const SELECTED: AnalysisValueLabel[] = [
  { value: 1, label: 'Selecionado' },
  { value: 0, label: 'Não selecionado' },
];
const SKIPPED = new Set(['html', 'image', 'panel', 'flowpanel']);
const SINGLE_CHOICE = new Set(['radiogroup', 'dropdown', 'buttongroup']);
const MULTI_CHOICE = new Set(['checkbox', 'tagbox']);
const NUMERIC_INPUTS = new Set(['number', 'range']);
const DATE_INPUTS = new Set(['date', 'datetime-local']);
const SPECIAL_ITEMS: [flag: string, item: string, text: string, fallback: string][] = [
  ['showNoneItem', 'noneItem', 'noneText', 'Nenhum'],
  ['showRefuseItem', 'refuseItem', 'refuseText', 'Prefiro não responder'],
  ['showDontKnowItem', 'dontKnowItem', 'dontKnowText', 'Não sei'],
  ['showOtherItem', 'otherItem', 'otherText', 'Outro'],
];

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

function isOwnText(q: Loose, property: string): string {
  const json = (q.toJSON as () => Loose).call(q);
  const value = json[property];
  if (typeof value === 'string') return plain(value);
  if (isObject(value)) return plain(value['pt-br'] ?? value.pt ?? value.default ?? Object.values(value)[0]);
  return '';
}

export const title = (q: Loose) => plain(q.title) || String(q.name);

/**
 * Every choice a question may record, whatever the answers: its own choices, the numbers a dropdown makes
 * from choicesMin/choicesMax, and for choices carried from another question all of the source's (its
 * respondent sees only the selected or unselected ones, but any of them may be the answer).
 */
function choicesOf(q: Loose, fallback?: unknown, seen = new Set<Loose>()): Loose[] {
  const own = Array.isArray(q.choices) ? (q.choices as Loose[]) : [];
  const source = carriedFrom(q);
  if (own.length === 0 && source && !seen.has(source)) {
    seen.add(q);
    return choicesOf(source, undefined, seen);
  }
  if (generatesNumbers(q)) return withoutSpecials(q, (q.visibleChoices as Loose[]) ?? []);
  if (own.length > 0) return own;
  return Array.isArray(fallback) ? (fallback as Loose[]) : [];
}

/** The question a choicesFromQuestion takes its choices from, when it is in the questionnaire. */
function carriedFrom(q: Loose): Loose | null {
  const name = q.choicesFromQuestion;
  if (typeof name !== 'string' || !name) return null;
  const survey = q.survey as { getQuestionByName(name: string): unknown } | undefined;
  return (survey?.getQuestionByName(name) as Loose | undefined) ?? null;
}

/** A dropdown whose list survey-core makes from choicesMin to choicesMax (after its own choices). */
const generatesNumbers = (q: Loose) =>
  typeof q.choicesMin === 'number' && typeof q.choicesMax === 'number' && q.choicesMax > q.choicesMin;

/** Without the other/none/select-all items: the codebook adds those itself. */
function withoutSpecials(q: Loose, choices: Loose[]): Loose[] {
  const specials = new Set<unknown>(
    SPECIAL_ITEMS.map(([, item]) => (q[item] as Loose | undefined)?.value).filter((v) => v !== undefined),
  );
  return choices.filter((choice) => !specials.has(choice.value));
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
export function walkField(walk: Walk, q: Loose, place: Place, fallbackChoices?: unknown): void {
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

/** The columns about the response itself, before the questionnaire's. */
