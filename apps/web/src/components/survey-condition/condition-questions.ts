import type { TConditionQuestion } from './condition-clause-row';

type TLooseElement = Record<string, unknown> & { type?: unknown; name?: unknown };
type TLooseSurvey = { pages?: unknown };

function choiceValues(choices: unknown): string[] | undefined {
  if (!Array.isArray(choices)) return undefined;
  return choices
    .map((choice) =>
      choice && typeof choice === 'object' && 'value' in choice ? String(choice.value) : String(choice),
    )
    .filter(Boolean);
}

function valueKind(element: TLooseElement): TConditionQuestion['valueKind'] {
  if (element.type === 'boolean') return 'boolean';
  if (element.type === 'rating' || element.type === 'expression') return 'number';
  if (element.type === 'text' && element.inputType === 'number') return 'number';
  return 'text';
}

/**
 * The questions of a SurveyJS JSON a condition may test, in order; with `until`, only those before it.
 * Informative blocks are left out.
 */
export function conditionQuestionsOf(survey: TLooseSurvey, until?: string): TConditionQuestion[] {
  const pages = Array.isArray(survey.pages) ? (survey.pages as { elements?: unknown }[]) : [];
  const result: TConditionQuestion[] = [];
  for (const page of pages) {
    const elements = Array.isArray(page.elements) ? (page.elements as TLooseElement[]) : [];
    for (const element of elements) {
      if (typeof element.name !== 'string') continue;
      if (element.name === until) return result;
      if (element.type === 'html') continue;
      const title = typeof element.title === 'string' && element.title.trim() ? element.title : element.name;
      result.push({
        name: element.name,
        label: `${element.name} — ${title}`,
        valueKind: valueKind(element),
        choices: choiceValues(element.choices),
      });
    }
  }
  return result;
}
