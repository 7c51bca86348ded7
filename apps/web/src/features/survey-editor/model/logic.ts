/**
 * Skip logic as SurveyJS JSON.
 * - Visibility of a question: `visibleIf` on the question (updateQuestion).
 * - Skip a page: `visibleIf` on the page (updatePage); a hidden page is skipped.
 * - Early endings (screen-out or complete): `complete` triggers, see early-endings.ts.
 */

/** `{name}` inserted at the end of a title: SurveyJS shows the earlier answer there (piping). */
export function pipeInto(title: string, questionName: string): string {
  const token = `{${questionName}}`;
  return title.endsWith(' ') || title === '' ? `${title}${token}` : `${title} ${token}`;
}

/** Question names piped into a text, e.g. "Olá {nome}" → ['nome']. */
export function pipedNames(text: string): string[] {
  return [...text.matchAll(/\{([^{}]+)\}/g)].map((match) => match[1] ?? '').filter(Boolean);
}
