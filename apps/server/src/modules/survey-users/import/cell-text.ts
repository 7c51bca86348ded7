/** The text a person sees in a cell: hyperlinks by their text, formulas by their result, dates dd/mm/aaaa. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const two = (part: number) => String(part).padStart(2, '0');
    return `${two(value.getUTCDate())}/${two(value.getUTCMonth() + 1)}/${value.getUTCFullYear()}`;
  }
  if (typeof value !== 'object') return String(value);
  if ('richText' in value && Array.isArray(value.richText))
    return value.richText.map((part: { text?: unknown }) => cellText(part.text)).join('');
  if ('hyperlink' in value) return cellText('text' in value ? value.text : value.hyperlink);
  if ('formula' in value || 'sharedFormula' in value) return cellText('result' in value ? value.result : '');
  return '';
}
