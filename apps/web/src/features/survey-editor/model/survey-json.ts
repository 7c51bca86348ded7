/** SurveyJS JSON as the editor sees it: pages of elements; unknown keys are kept untouched. */
export type TSurveyElement = { type: string; name: string } & Record<string, unknown>;
export type TSurveyPage = { name: string; elements: TSurveyElement[] } & Record<string, unknown>;
export type TSurveyTrigger = { type: string; expression?: string } & Record<string, unknown>;
export type TSurveyJson = {
  title?: string;
  pages: TSurveyPage[];
  triggers?: TSurveyTrigger[];
} & Record<string, unknown>;

export function emptySurvey(title = ''): TSurveyJson {
  return { title, pages: [{ name: 'pagina1', elements: [] }] };
}

export function allQuestionNames(survey: TSurveyJson): string[] {
  return survey.pages.flatMap((page) => page.elements.map((element) => element.name));
}

/** `base`, or `base2`, `base3`, ... — the first name not taken. */
export function uniqueName(base: string, taken: Iterable<string>): string {
  const used = new Set(taken);
  const stem = base.replace(/\d+$/, '') || 'item';
  if (!used.has(base)) return base;
  for (let index = 2; ; index += 1) {
    const candidate = `${stem}${index}`;
    if (!used.has(candidate)) return candidate;
  }
}

/** Finds a question by name: its page index and its index in that page. */
export function findQuestion(
  survey: TSurveyJson,
  name: string,
): { pageIndex: number; index: number; element: TSurveyElement } | null {
  for (const [pageIndex, page] of survey.pages.entries()) {
    const index = page.elements.findIndex((element) => element.name === name);
    const element = page.elements[index];
    if (element) return { pageIndex, index, element };
  }
  return null;
}

/** Questions before `name` in page order (the ones a title may pipe or a condition may test). */
export function questionsBefore(survey: TSurveyJson, name: string | null): TSurveyElement[] {
  const result: TSurveyElement[] = [];
  for (const page of survey.pages) {
    for (const element of page.elements) {
      if (element.name === name) return result;
      if (element.type !== 'html') result.push(element);
    }
  }
  return result;
}

/** The label shown for a question: its title, else its name. */
export function questionLabel(element: TSurveyElement): string {
  return typeof element.title === 'string' && element.title.trim() ? element.title : element.name;
}
