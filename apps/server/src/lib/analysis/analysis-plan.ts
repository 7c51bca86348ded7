import { RESPONSE_STATUS_LABELS, RESPONSE_STATUSES, type TResponseStatus } from '@pesquisemais/shared';
import { registerSurveyProperties } from '@pesquisemais/shared/survey-endings/register-survey-properties';
import { Model } from 'survey-core';
import { isoInSaoPaulo } from '../sao-paulo-time';
import type { AnalysisCell, AnalysisVariable } from './analysis-dataset';
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

import { isObject, toNumber, toText } from './analysis-cells';
import { type Column, type Loose, title, type Walk, walkField, YES_NO } from './analysis-fields';

const STATUS_CODES: Record<TResponseStatus, number> = {
  complete: 1,
  partial: 2,
  screened_out: 3,
  over_quota: 4,
};

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
