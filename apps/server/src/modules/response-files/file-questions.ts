/** What the server reads of a SurveyJS file question: its limits. */
export interface FileQuestion {
  name: string;
  /** Bytes; 0 or absent means no limit of its own. */
  maxSize: number;
  acceptedTypes?: string;
}

const CHILD_LISTS = ['pages', 'elements', 'templateElements', 'questions'] as const;

/**
 * The file question whose answer key is `name`, anywhere in the schema:
 * on a page, in a panel or inside a dynamic panel's template. The answer key is the question's valueName
 * when it has one.
 */
export function findFileQuestion(schema: unknown, name: string): FileQuestion | null {
  const stack: unknown[] = [schema];
  while (stack.length > 0) {
    const node = stack.pop();
    if (typeof node !== 'object' || node === null) continue;
    const element = node as Record<string, unknown>;
    const key = typeof element.valueName === 'string' && element.valueName ? element.valueName : element.name;
    if (element.type === 'file' && key === name) {
      const maxSize = typeof element.maxSize === 'number' && element.maxSize > 0 ? element.maxSize : 0;
      const acceptedTypes = typeof element.acceptedTypes === 'string' ? element.acceptedTypes : undefined;
      return { name, maxSize, acceptedTypes };
    }
    for (const list of CHILD_LISTS) {
      const children = element[list];
      if (Array.isArray(children)) stack.push(...children);
    }
  }
  return null;
}

/** A SurveyJS file value ({ name, type, content }), as an item of a file question's answer list. */
export const isFileValue = (item: unknown): item is Record<string, unknown> =>
  typeof item === 'object' && item !== null && !Array.isArray(item) && 'content' in item;

/** Every file value in an answer tree, with the key of the answer that holds it. */
export function fileValues(answers: unknown): { key: string; file: Record<string, unknown> }[] {
  const found: { key: string; file: Record<string, unknown> }[] = [];
  const stack: Array<[unknown, string]> = [[answers, '']];
  while (stack.length > 0) {
    const [node, key] = stack.pop() as [unknown, string];
    if (typeof node !== 'object' || node === null) continue;
    if (Array.isArray(node)) {
      for (const item of node) {
        if (isFileValue(item)) found.push({ key, file: item });
        else stack.push([item, key]);
      }
      continue;
    }
    for (const [childKey, child] of Object.entries(node)) stack.push([child, childKey]);
  }
  return found;
}

/** Every file reference in an answer tree, with the key of the answer that holds it. */
export function fileReferences(answers: unknown): { key: string; content: unknown }[] {
  return fileValues(answers).map(({ key, file }) => ({ key, content: file.content }));
}
