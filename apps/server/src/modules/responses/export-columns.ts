import { parseFileReference, staffFilePath } from '@pesquisemais/shared';
import { isoInSaoPaulo } from '../../lib/sao-paulo-time';
import { type Choice, compileSurvey, type QuestionSpec } from '../../lib/survey/compiled-survey';

export interface ExportRow {
  id: string;
  answers: Record<string, unknown>;
  started_at: Date | string;
  completed_at: Date | string | null;
  is_interview: boolean;
  survey_version: number;
  interviewer_name: string | null;
}

export interface ExportColumn {
  header: string;
  value: (row: ExportRow) => string | number | null;
}

const SKIPPED_TYPES = new Set(['html', 'image', 'panel']);
const iso = (value: Date | string | null) => (value === null ? null : isoInSaoPaulo(value));

/**
 * One column per question (matrix rows and multiple-text items get one column each), after a few
 * columns about the response. `labels` writes choice texts; otherwise the stored codes.
 */
export function exportColumns(schema: unknown, labels: boolean): ExportColumn[] {
  const columns: ExportColumn[] = [
    { header: 'id', value: (row) => row.id },
    { header: labels ? 'Versão' : 'versao', value: (row) => row.survey_version },
    { header: labels ? 'Início' : 'inicio', value: (row) => iso(row.started_at) },
    { header: labels ? 'Conclusão' : 'conclusao', value: (row) => iso(row.completed_at) },
    // Labels read 'Sim'/'Não'; the coded export keeps 1/0 for statistics packages.
    {
      header: labels ? 'Entrevista' : 'entrevista',
      value: (row) => (labels ? (row.is_interview ? 'Sim' : 'Não') : row.is_interview ? 1 : 0),
    },
    { header: labels ? 'Entrevistador' : 'entrevistador', value: (row) => row.interviewer_name },
  ];
  for (const question of compileSurvey(schema).questions) {
    if (SKIPPED_TYPES.has(question.type)) continue;
    columns.push(...questionColumns(question, labels));
  }
  return columns;
}

function questionColumns(q: QuestionSpec, labels: boolean): ExportColumn[] {
  const head = (suffix?: Choice) =>
    labels
      ? suffix
        ? `${q.title} - ${suffix.text}`
        : q.title
      : suffix
        ? `${q.name}.${String(suffix.value)}`
        : q.name;
  if (q.type === 'matrix') {
    return q.rows.map((row) => ({
      header: head(row),
      value: (r: ExportRow) =>
        choiceText(q.columns, field(r.answers[q.name], String(row.value)), labels, q, r),
    }));
  }
  if (q.type === 'multipletext') {
    return q.items.map((item) => ({
      header: head(item),
      value: (r: ExportRow) => scalar(field(r.answers[q.name], String(item.value))),
    }));
  }
  if (q.type === 'file') return [{ header: head(), value: (r: ExportRow) => fileCell(r.answers[q.name]) }];
  const choices = q.type === 'rating' ? q.rateValues : q.choices;
  if (isNumeric(q)) return [{ header: head(), value: (r: ExportRow) => numeric(r.answers[q.name]) }];
  return [
    {
      header: head(),
      value: (r: ExportRow) => {
        const value = r.answers[q.name];
        if (Array.isArray(value))
          return value.map((item) => choiceText(choices, item, labels, q, r) ?? '').join(', ');
        if (q.type === 'boolean' && labels && value !== undefined)
          return value === q.valueTrue ? 'Sim' : 'Não';
        return choiceText(choices, value, labels, q, r);
      },
    },
  ];
}

function choiceText(choices: Choice[], value: unknown, labels: boolean, q: QuestionSpec, r: ExportRow) {
  if (value === undefined || value === null) return null;
  if (value === 'other' && q.hasOther) {
    const comment = r.answers[`${q.name}-Comment`];
    return labels ? `Outro: ${typeof comment === 'string' ? comment : ''}` : 'other';
  }
  if (!labels) return scalar(value);
  const match = choices.find((choice) => String(choice.value) === String(value));
  return match ? match.text : scalar(value);
}

/** Number answers are exported as numbers (a negative one stays a number, not a neutralized text). */
const isNumeric = (q: QuestionSpec) =>
  q.type === 'text' && (q.inputType === 'number' || q.inputType === 'range');

const NUMBER_TEXT = /^-?\d+(?:\.\d+)?(?:e[+-]?\d+)?$/i;

function numeric(value: unknown): string | number | null {
  if (typeof value === 'string' && NUMBER_TEXT.test(value.trim())) return Number(value);
  return scalar(value);
}

function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

function scalar(value: unknown): string | number | null {
  if (value === undefined || value === null) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  return JSON.stringify(value);
}

/**
 * A file answer as its names and the staff download path of each (the bytes stay in the database; a file
 * inlined as a data URL by an old player gives its name only).
 */
function fileCell(value: unknown): string | null {
  if (!Array.isArray(value) || value.length === 0) return null;
  return value
    .map((item: { name?: unknown; content?: unknown } | null) => {
      const name = typeof item?.name === 'string' ? item.name : 'arquivo';
      const reference = parseFileReference(item?.content);
      return reference ? `${name} (${staffFilePath(reference.responseId, reference.fileId)})` : name;
    })
    .join('; ');
}
