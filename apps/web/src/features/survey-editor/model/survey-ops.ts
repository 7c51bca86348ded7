import { createQuestion, type TQuestionKind } from './question-types';
import {
  allQuestionNames,
  type TSurveyElement,
  type TSurveyJson,
  type TSurveyPage,
  uniqueName,
} from './survey-json';

/** Pure edits of a survey: each returns a new survey and never changes its input. */

function withPages(survey: TSurveyJson, pages: TSurveyPage[]): TSurveyJson {
  return { ...survey, pages };
}

function move<T>(items: readonly T[], from: number, to: number): T[] {
  const copy = [...items];
  const [item] = copy.splice(from, 1);
  if (item === undefined) return copy;
  copy.splice(Math.max(0, Math.min(to, copy.length)), 0, item);
  return copy;
}

export function addPage(survey: TSurveyJson, atIndex = survey.pages.length): TSurveyJson {
  const name = uniqueName(
    `pagina${survey.pages.length + 1}`,
    survey.pages.map((page) => page.name),
  );
  const pages = [...survey.pages];
  pages.splice(atIndex, 0, { name, elements: [] });
  return withPages(survey, pages);
}

export function movePage(survey: TSurveyJson, from: number, to: number): TSurveyJson {
  return withPages(survey, move(survey.pages, from, to));
}

/** Copies a page right after it; its questions get new unique names. */
export function duplicatePage(survey: TSurveyJson, pageIndex: number): TSurveyJson {
  const page = survey.pages[pageIndex];
  if (!page) return survey;
  const taken = allQuestionNames(survey);
  const elements = page.elements.map((element) => {
    const name = uniqueName(element.name, taken);
    taken.push(name);
    return { ...structuredClone(element), name };
  });
  const name = uniqueName(
    page.name,
    survey.pages.map((item) => item.name),
  );
  const pages = [...survey.pages];
  pages.splice(pageIndex + 1, 0, { ...structuredClone(page), name, elements });
  return withPages(survey, pages);
}

/** Deletes a page; the last page is emptied instead (a survey always has one page). */
export function deletePage(survey: TSurveyJson, pageIndex: number): TSurveyJson {
  if (survey.pages.length <= 1) return withPages(survey, [{ name: 'pagina1', elements: [] }]);
  return withPages(
    survey,
    survey.pages.filter((_, index) => index !== pageIndex),
  );
}

export function updatePage(survey: TSurveyJson, pageIndex: number, patch: Partial<TSurveyPage>): TSurveyJson {
  return withPages(
    survey,
    survey.pages.map((page, index) => (index === pageIndex ? dropUndefined({ ...page, ...patch }) : page)),
  );
}

/** Adds a question of `kind` at the end of a page (or at `atIndex`); returns the survey and its name. */
export function addQuestion(
  survey: TSurveyJson,
  pageIndex: number,
  kind: TQuestionKind,
  atIndex?: number,
): { survey: TSurveyJson; name: string } {
  const name = uniqueName(`pergunta${allQuestionNames(survey).length + 1}`, allQuestionNames(survey));
  const question = createQuestion(kind, name);
  const pages = survey.pages.map((page, index) => {
    if (index !== pageIndex) return page;
    const elements = [...page.elements];
    elements.splice(atIndex ?? elements.length, 0, question);
    return { ...page, elements };
  });
  return { survey: withPages(survey, pages), name };
}

type TPosition = { pageIndex: number; index: number };

/** Moves a question within a page or to another page (drag and drop). */
export function moveQuestion(survey: TSurveyJson, from: TPosition, to: TPosition): TSurveyJson {
  const source = survey.pages[from.pageIndex];
  const element = source?.elements[from.index];
  if (!element || !survey.pages[to.pageIndex]) return survey;
  const pages = survey.pages.map((page) => ({ ...page, elements: [...page.elements] }));
  pages[from.pageIndex]?.elements.splice(from.index, 1);
  const target = pages[to.pageIndex]?.elements ?? [];
  target.splice(Math.max(0, Math.min(to.index, target.length)), 0, element);
  return withPages(survey, pages);
}

export function duplicateQuestion(survey: TSurveyJson, name: string): { survey: TSurveyJson; name: string } {
  const newName = uniqueName(name, allQuestionNames(survey));
  const pages = survey.pages.map((page) => {
    const index = page.elements.findIndex((element) => element.name === name);
    if (index < 0) return page;
    const elements = [...page.elements];
    const original = elements[index] as TSurveyElement;
    elements.splice(index + 1, 0, { ...structuredClone(original), name: newName });
    return { ...page, elements };
  });
  return { survey: withPages(survey, pages), name: newName };
}

export function deleteQuestion(survey: TSurveyJson, name: string): TSurveyJson {
  return withPages(
    survey,
    survey.pages.map((page) => ({
      ...page,
      elements: page.elements.filter((element) => element.name !== name),
    })),
  );
}

/** Merges `patch` into a question; `undefined` values remove keys. Renaming keeps names unique. */
export function updateQuestion(
  survey: TSurveyJson,
  name: string,
  patch: Record<string, unknown>,
): TSurveyJson {
  if (
    typeof patch.name === 'string' &&
    patch.name !== name &&
    allQuestionNames(survey).includes(patch.name)
  ) {
    throw new Error(`Já existe uma pergunta com o nome "${patch.name}".`);
  }
  return withPages(
    survey,
    survey.pages.map((page) => ({
      ...page,
      elements: page.elements.map((element) =>
        element.name === name ? (dropUndefined({ ...element, ...patch }) as TSurveyElement) : element,
      ),
    })),
  );
}

function dropUndefined<T extends Record<string, unknown>>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T;
}
