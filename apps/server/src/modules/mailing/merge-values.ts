import { BUILTIN_MERGE_FIELDS, MAILING_MESSAGES, mergeFieldsOf } from '@pesquisemais/shared';
import { AppError } from '../../lib/app-error';

/** What one recipient's e-mail is filled with: the built-in fields over the panel attributes. */
export function mergeValues(input: {
  name: string;
  attributes: Record<string, unknown>;
  link: string;
  campaign: string;
  deadline: string;
  unsubscribe: string;
}): Record<string, string> {
  const attributes = Object.fromEntries(
    Object.entries(input.attributes).map(([key, value]) => [key, value == null ? '' : String(value)]),
  );
  return {
    ...attributes,
    nome: input.name,
    link: input.link,
    campanha: input.campaign,
    prazo: input.deadline,
    descadastro: input.unsubscribe,
  };
}

/**
 * Refuses a template that uses a field no recipient has (a typo would reach people as a blank) or leaves
 * a `{{` open. Known fields: the built-in ones and the panel's attribute names.
 */
export function checkMergeFields(texts: string[], attributeKeys: string[]): void {
  const known = new Set<string>([...BUILTIN_MERGE_FIELDS, ...attributeKeys]);
  const unknown = new Set<string>();
  for (const text of texts) {
    const { fields, hasUnclosed } = mergeFieldsOf(text);
    if (hasUnclosed) throw new AppError('UNPROCESSABLE', MAILING_MESSAGES.unclosedField);
    for (const field of fields) if (!known.has(field)) unknown.add(field);
  }
  if (unknown.size > 0) {
    const list = [...unknown].map((field) => `{{${field}}}`).join(', ');
    throw new AppError('UNPROCESSABLE', `${MAILING_MESSAGES.unknownField}: ${list}.`);
  }
}
