/** `{{campo}}` merge fields of an e-mail template, shared by the editor's menu and the server's check. */
const FIELD = /\{\{\s*([\p{L}\w-]+)\s*\}\}/gu;

/** The distinct field names used in `text`, and whether a `{{` is left without its `}}`. */
export function mergeFieldsOf(text: string): { fields: string[]; hasUnclosed: boolean } {
  const fields = new Set<string>();
  for (const match of text.matchAll(FIELD)) fields.add(match[1] as string);
  const hasUnclosed = text.replace(FIELD, '').includes('{{');
  return { fields: [...fields], hasUnclosed };
}

/** Replaces each field by its value (already escaped for where it goes); an absent value gives ''. */
export function fillMergeFields(text: string, values: Record<string, string>): string {
  return text.replace(FIELD, (_, name: string) => values[name] ?? '');
}
