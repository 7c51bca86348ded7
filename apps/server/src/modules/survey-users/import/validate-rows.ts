import {
  PANEL_IMPORT_REASONS,
  PANEL_LIMITS,
  type TPanelImportColumn,
  type TPanelImportRejected,
  ZCreateRespondentBody,
} from '@pesquisemais/shared';
import type { Sheet } from './read-sheet';

/** A row that passed every check of the file itself (the panel is checked by the service). */
export interface ImportCandidate {
  line: number;
  name: string;
  /** Lower case, as the panel stores it. */
  email: string;
  /** '' when the file has no phone for the row. */
  phone: string;
  /** null when the file has no consent column: an insert gets false, an update keeps the current flag. */
  consent: boolean | null;
  attributes: Record<string, string>;
}

const NAME_MAX = 200;
const PHONE_MAX = 40;
const YES = new Set(['sim', 's', 'yes', 'y', 'true', 'verdadeiro', '1', 'x', 'aceito', 'autorizo', 'ok']);
const NO = new Set(['nao', 'n', 'no', 'false', 'falso', '0', '']);

/** 'Sim', 'S', 'x', '1' → true; 'Não', 'N', '0', empty → false; anything else → undefined. */
export function parseConsent(text: string): boolean | undefined {
  const plain = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase();
  if (YES.has(plain)) return true;
  if (NO.has(plain)) return false;
  return undefined;
}

/**
 * Checks every row against the mapping: name, e-mail, phone, consent and attribute values, and e-mails
 * repeated inside the file (the first occurrence stays, later ones are rejected). One reason per row.
 */
export function validateRows(sheet: Sheet, mapping: TPanelImportColumn[]) {
  const candidates: ImportCandidate[] = [];
  const rejected: TPanelImportRejected[] = [];
  const firstLineOf = new Map<string, number>();
  const columnOf = (field: TPanelImportColumn['field']) => mapping.findIndex((item) => item.field === field);
  const nameAt = columnOf('name');
  const emailAt = columnOf('email');
  const phoneAt = columnOf('phone');
  const consentAt = columnOf('consent');

  for (const { line, cells } of sheet.records) {
    const cell = (at: number) => (at < 0 ? '' : (cells[at] ?? ''));
    const rawEmail = cell(emailAt);
    const reject = (reason: string) => rejected.push({ row: line, email: rawEmail, reason });
    const name = cell(nameAt).replace(/\s+/g, ' ');
    if (!name) {
      reject(PANEL_IMPORT_REASONS.missingName);
      continue;
    }
    if (name.length < 2) {
      reject(PANEL_IMPORT_REASONS.shortName);
      continue;
    }
    if (name.length > NAME_MAX) {
      reject(PANEL_IMPORT_REASONS.valueTooLong(sheet.columns[nameAt] ?? ''));
      continue;
    }
    if (!rawEmail) {
      reject(PANEL_IMPORT_REASONS.missingEmail);
      continue;
    }
    const email = ZCreateRespondentBody.shape.email.safeParse(rawEmail);
    if (!email.success) {
      reject(PANEL_IMPORT_REASONS.invalidEmail);
      continue;
    }
    const firstLine = firstLineOf.get(email.data);
    if (firstLine !== undefined) {
      reject(PANEL_IMPORT_REASONS.duplicateInFile(firstLine));
      continue;
    }
    const phone = cell(phoneAt);
    if (phone.length > PHONE_MAX) {
      reject(PANEL_IMPORT_REASONS.phoneTooLong);
      continue;
    }
    const consent = consentAt < 0 ? null : parseConsent(cell(consentAt));
    if (consent === undefined) {
      reject(PANEL_IMPORT_REASONS.invalidConsent);
      continue;
    }
    const attributes: Record<string, string> = {};
    const tooLong = mapping.findIndex((item, at) => {
      const value = cells[at] ?? '';
      if (item.field !== 'attribute' || !item.key || !value) return false;
      attributes[item.key] = value;
      return value.length > PANEL_LIMITS.attributeValueMax;
    });
    if (tooLong >= 0) {
      reject(PANEL_IMPORT_REASONS.valueTooLong(sheet.columns[tooLong] ?? ''));
      continue;
    }
    firstLineOf.set(email.data, line);
    candidates.push({ line, name, email: email.data, phone, consent, attributes });
  }
  return { candidates, rejected };
}
