import { SURVEY_LIMITS, ZSurveySchema } from '@pesquisemais/shared';
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

/** Checks a SurveyJS JSON file's text; the message says what is wrong, in Portuguese. */
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
  // A single-page SurveyJS JSON lists `elements` at the top.
  const candidate =
    !('pages' in record) && Array.isArray(record.elements)
      ? { ...record, pages: [{ name: 'pagina1', elements: record.elements }], elements: undefined }
      : record;
  const parsed = ZSurveySchema.safeParse(candidate);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` (em ${issue.path.join('.')})` : '';
    return fail(`${issue?.message ?? 'estrutura desconhecida'}${where}.`);
  }
  const survey = JSON.parse(JSON.stringify(parsed.data)) as TSurveyJson;
  if (survey.pages.length === 0) return fail('o questionário não tem páginas.');
  const all: TLooseElement[] = [];
  collectElements(
    survey.pages.flatMap((page) => page.elements),
    all,
  );
  if (all.length > SURVEY_LIMITS.maxQuestions)
    return fail(`mais de ${SURVEY_LIMITS.maxQuestions} perguntas.`);
  const names = new Set<string>();
  for (const element of all) {
    if (typeof element?.type !== 'string' || !ACCEPTED_TYPES.has(element.type)) {
      return fail(`tipo de pergunta desconhecido "${String(element?.type)}" em "${String(element?.name)}".`);
    }
    if (typeof element.name !== 'string' || !element.name.trim()) return fail('há uma pergunta sem nome.');
    if (names.has(element.name)) return fail(`o nome de pergunta "${element.name}" aparece mais de uma vez.`);
    names.add(element.name);
  }
  const pageNames = new Set<string>();
  for (const page of survey.pages) {
    if (pageNames.has(page.name)) return fail(`o nome de página "${page.name}" aparece mais de uma vez.`);
    pageNames.add(page.name);
  }
  return { ok: true, survey };
}

/** The JSON text written by "Exportar JSON". */
export function exportSurveyText(survey: TSurveyJson): string {
  return `${JSON.stringify(survey, null, 2)}\n`;
}
