import { SURVEY_LIMITS, SURVEY_MESSAGES, type TSurveySchema, ZSurveySchema } from '@pesquisemais/shared';
import { registerSurveyProperties } from '@pesquisemais/shared/survey-endings/register-survey-properties';
import { type JsonError, Model, Serializer } from 'survey-core';
import { AppError } from '../app-error';
import { assertSurveyConditionValues } from './condition-check';

// Our custom properties (a trigger's `endAs`) are part of the questionnaire, not unknown keys.
registerSurveyProperties();

interface RawElement {
  type?: unknown;
  name?: unknown;
  elements?: unknown;
  templateElements?: unknown;
}

/**
 * Refuses what SurveyJS would not run: not the SurveyJS shape, unknown question types, duplicate
 * question names, JSON errors reported by survey-core, skip logic comparing a question with a value it
 * cannot take. Throws 422 with a Portuguese message.
 */
export function parseSurveySchema(input: unknown): TSurveySchema {
  const parsed = ZSurveySchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` (${issue.path.join('.')})` : '';
    throw invalid(`${issue?.message ?? 'Estrutura inválida'}${where}.`);
  }
  const schema = parsed.data;
  if (JSON.stringify(schema).length > SURVEY_LIMITS.maxSchemaBytes) {
    throw invalid('O questionário é grande demais.');
  }
  const names = new Set<string>();
  let count = 0;
  // Linear in the elements, and refuses deep nesting before survey-core (super-linear in depth) sees it.
  const visit = (elements: unknown, depth: number): void => {
    if (!Array.isArray(elements)) return;
    if (depth > SURVEY_LIMITS.maxPanelDepth) {
      throw invalid(`No máximo ${SURVEY_LIMITS.maxPanelDepth} níveis de painéis dentro de painéis.`);
    }
    for (const element of elements as RawElement[]) {
      const type = String(element.type ?? '');
      const name = String(element.name ?? '');
      if (!Serializer.findClass(type)) throw invalid(`Tipo de pergunta desconhecido: "${type}" (${name}).`);
      count += 1;
      if (count > SURVEY_LIMITS.maxQuestions) {
        throw invalid(`No máximo ${SURVEY_LIMITS.maxQuestions} perguntas por questionário.`);
      }
      if (names.has(name.toLowerCase())) throw invalid(`Nome de pergunta repetido: "${name}".`);
      names.add(name.toLowerCase());
      visit(element.elements, depth + 1);
      visit(element.templateElements, depth + 1);
    }
  };
  for (const page of schema.pages) visit(page.elements, 0);
  assertExpressionDepth(schema);
  let errors: JsonError[] | null;
  try {
    // An unknown property (another tool's custom one) is ignored by survey-core and runs the same.
    errors = (new Model(schema).jsonErrors ?? []).filter((error) => error.type !== 'unknownproperty');
  } catch {
    // survey-core throws on some property values of the wrong type (a trigger type that is a list).
    throw invalid('O SurveyJS não conseguiu ler o questionário.');
  }
  if (errors && errors.length > 0) {
    throw invalid(`O SurveyJS recusou o questionário: ${errors[0]?.message ?? 'erro desconhecido'}`);
  }
  assertSurveyConditionValues(schema);
  return schema;
}

/** Keys whose strings survey-core parses as expressions (visibleIf, defaultValueExpression, a trigger's …). */
const EXPRESSION_KEY = /(If|Expression|^expression)$/;

/** The deepest parenthesis nesting of a text, reading it once. */
function parenthesisDepth(text: string): number {
  let depth = 0;
  let deepest = 0;
  for (const char of text) {
    if (char === '(') deepest = Math.max(deepest, ++depth);
    else if (char === ')') depth = Math.max(0, depth - 1);
  }
  return deepest;
}

/** Refuses an expression nested deeper than SURVEY_LIMITS allows, before survey-core parses it. */
function assertExpressionDepth(schema: unknown): void {
  const { maxExpressionDepth } = SURVEY_LIMITS;
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) for (const item of value) visit(item);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) {
        if (
          typeof inner === 'string' &&
          EXPRESSION_KEY.test(key) &&
          parenthesisDepth(inner) > maxExpressionDepth
        )
          throw invalid(
            `A expressão de "${key}" tem parênteses demais uns dentro dos outros (no máximo ${maxExpressionDepth} níveis).`,
          );
        else visit(inner);
      }
  };
  visit(schema);
}

export function countQuestions(schema: TSurveySchema): number {
  let count = 0;
  const visit = (elements: unknown): void => {
    if (!Array.isArray(elements)) return;
    for (const element of elements as RawElement[]) {
      if (element.type !== 'panel' && element.type !== 'html' && element.type !== 'image') count += 1;
      visit(element.elements);
    }
  };
  for (const page of schema.pages) visit(page.elements);
  return count;
}

function invalid(detail: string): AppError {
  return new AppError('UNPROCESSABLE', `${SURVEY_MESSAGES.invalidSchema} ${detail}`);
}
