import { SURVEY_LIMITS } from '@pesquisemais/shared';
import { KNOWN_TYPES } from './question-types';
import type { TSurveyJson } from './survey-json';

/** SurveyJS types the editor does not create but the player runs, so an import may keep them. */
const EXTRA_TYPES = [
  'panel',
  'paneldynamic',
  'matrixdropdown',
  'matrixdynamic',
  'tagbox',
  'imagepicker',
  'image',
  'signaturepad',
  'file',
];
const ACCEPTED_TYPES: ReadonlySet<string> = new Set([...KNOWN_TYPES, ...EXTRA_TYPES]);

export type TImportResult = { ok: true; survey: TSurveyJson } | { ok: false; message: string };

const fail = (message: string): TImportResult => ({ ok: false, message: `Arquivo inválido: ${message}` });

type TLooseElement = { type?: unknown; name?: unknown; elements?: unknown; templateElements?: unknown };

function collectElements(elements: unknown, into: TLooseElement[]): void {
  if (!Array.isArray(elements)) return;
  for (const element of elements as TLooseElement[]) {
    into.push(element);
    collectElements(element?.elements, into);
    collectElements(element?.templateElements, into);
  }
}

/**
 * Checks a SurveyJS JSON file's text before sending it; the message says what is wrong, in Portuguese.
 * Shapes SurveyJS accepts but the editor stores differently (root `elements`, pages or questions without
 * a name) pass: the server normalises them and answers notes saying what it changed.
 */
export function validateSurveyImport(text: string): TImportResult {
  if (text.length > SURVEY_LIMITS.maxSchemaBytes) return fail('o arquivo é grande demais.');
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return fail('o conteúdo não é um JSON válido.');
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return fail('o JSON precisa ser um objeto de questionário SurveyJS.');
  }
  const record = data as Record<string, unknown>;
  const pages = Array.isArray(record.pages) ? (record.pages as Record<string, unknown>[]) : null;
  const rootElements = Array.isArray(record.elements) ? record.elements : null;
  if (!pages && !rootElements) return fail('o questionário precisa de uma lista de páginas ou de perguntas.');
  if (pages && pages.length === 0 && !rootElements) return fail('o questionário não tem páginas.');
  const all: TLooseElement[] = [];
  collectElements(rootElements, all);
  for (const page of pages ?? []) collectElements(page?.elements, all);
  if (all.length > SURVEY_LIMITS.maxQuestions)
    return fail(`mais de ${SURVEY_LIMITS.maxQuestions} perguntas.`);
  for (const element of all) {
    if (typeof element?.type !== 'string' || !ACCEPTED_TYPES.has(element.type)) {
      const where = typeof element?.name === 'string' ? ` em "${element.name}"` : '';
      return fail(`tipo de pergunta desconhecido "${String(element?.type)}"${where}.`);
    }
  }
  return { ok: true, survey: record as TSurveyJson };
}

/** The JSON text written by "Exportar JSON". */
export function exportSurveyText(survey: TSurveyJson): string {
  return `${JSON.stringify(survey, null, 2)}\n`;
}
