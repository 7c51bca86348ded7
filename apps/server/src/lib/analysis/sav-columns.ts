import type { AnalysisCell, AnalysisDataset, AnalysisVariable } from './analysis-dataset';

/**
 * The .sav dictionary planned from the data set: valid unique names, 8-byte short names, string widths and
 * their 255-byte segments, numeric formats, value labels.
 */

/** The widest string SPSS holds, in bytes. */
export const SAV_MAX_STRING_WIDTH = 32_767;
/** Longer labels are cut (at a character boundary): the widths older SPSS versions read. */
export const SAV_MAX_VARIABLE_LABEL_BYTES = 255;
export const SAV_MAX_VALUE_LABEL_BYTES = 120;
/** The header has 64 bytes for it, but PSPP keeps only 60. */
export const SAV_MAX_FILE_LABEL_BYTES = 60;
export const SAV_MAX_NAME_BYTES = 64;

const FORMAT_F = 5;
const FORMAT_DATETIME = 22;
export const FORMAT_A = 1;
const RESERVED_WORDS = new Set([
  'ALL',
  'AND',
  'BY',
  'EQ',
  'GE',
  'GT',
  'LE',
  'LT',
  'NE',
  'NOT',
  'OR',
  'TO',
  'WITH',
]);

/** One variable as the file lays it out: a very long string spans several segments of at most 255 bytes. */
export interface SavColumn {
  variable: AnalysisVariable;
  name: string;
  shortNames: string[];
  /** 0 for numbers, bytes for strings. */
  width: number;
  segmentWidths: number[];
  /** Numeric print format: F{width}.{decimals} or DATETIME20. */
  format: number;
  valueLabels: { value: number | string; label: string }[];
}

export function planColumns(dataset: AnalysisDataset): SavColumn[] {
  const names = uniqueNames(dataset.variables.map((v) => v.name));
  const shortNames = new ShortNames(names);
  return dataset.variables.map((variable, index) => {
    const name = names[index] as string;
    if (variable.kind !== 'string') {
      const format =
        variable.kind === 'datetime' ? (FORMAT_DATETIME << 16) | (20 << 8) : numericFormat(dataset, index);
      const valueLabels =
        variable.kind === 'numeric'
          ? dedupeLabels(
              (variable.valueLabels ?? []).map((l) => ({ value: Number(l.value), label: l.label })),
            )
          : [];
      return {
        variable,
        name,
        shortNames: shortNames.take(name, 1),
        width: 0,
        segmentWidths: [0],
        format,
        valueLabels,
      };
    }
    const valueLabels = dedupeLabels(
      (variable.valueLabels ?? []).map((l) => ({ value: String(l.value), label: l.label })),
    );
    let width = 1;
    for (const label of valueLabels) width = Math.max(width, Buffer.byteLength(label.value as string));
    for (const row of dataset.rows) {
      const cell = row[index];
      if (cell !== null && cell !== undefined) width = Math.max(width, Buffer.byteLength(String(cell)));
    }
    width = Math.min(width, SAV_MAX_STRING_WIDTH);
    const segmentWidths = stringSegments(width);
    return {
      variable,
      name,
      shortNames: shortNames.take(name, segmentWidths.length),
      width,
      segmentWidths,
      format: 0,
      valueLabels,
    };
  });
}

/** A very long string is cut into 255-byte segments; each but the last stands for 252 bytes of width. */
function stringSegments(width: number): number[] {
  if (width <= 255) return [width];
  const count = Math.ceil(width / 252);
  return [...Array.from({ length: count - 1 }, () => 255), width - (count - 1) * 252];
}

export const slotsOf = (segmentWidth: number) => (segmentWidth === 0 ? 1 : Math.ceil(segmentWidth / 8));

/** Enough width and decimals to show every value of the column as it is. */
function numericFormat(dataset: AnalysisDataset, index: number): number {
  let decimals = 0;
  let integerDigits = 1;
  for (const row of dataset.rows) {
    const value = toNumber(row[index], dataset.variables[index] as AnalysisVariable);
    if (value === null) continue;
    if (Number.isInteger(value) && Math.abs(value) < 10 ** integerDigits) continue;
    const [mantissa = '', exponent = '0'] = String(Math.abs(value)).split('e');
    const fractionDigits = (mantissa.split('.')[1] ?? '').length - Number(exponent);
    integerDigits = Math.max(
      integerDigits,
      Math.abs(value) >= 1 ? Math.floor(Math.log10(Math.abs(value))) + 1 : 1,
    );
    decimals = Math.max(decimals, Math.min(fractionDigits, 16));
  }
  const width = Math.min(40, Math.max(8, 1 + integerDigits + (decimals > 0 ? decimals + 1 : 0)));
  return (FORMAT_F << 16) | (width << 8) | Math.min(decimals, width - 2);
}

function dedupeLabels<T extends number | string>(labels: { value: T; label: string }[]) {
  const seen = new Set<T>();
  return labels.filter(
    (l) =>
      !(typeof l.value === 'number' && !Number.isFinite(l.value)) && !seen.has(l.value) && seen.add(l.value),
  );
}

/** Names as SPSS takes them: letters, digits and _ (starting with a letter), at most 64 bytes, unique. */
function uniqueNames(requested: string[]): string[] {
  const taken = new Set<string>();
  return requested.map((raw) => {
    let base = raw.replace(/[^A-Za-z0-9_]/g, '_');
    if (!/^[A-Za-z]/.test(base)) base = `V${base}`;
    base = base.slice(0, SAV_MAX_NAME_BYTES);
    let name = base;
    for (let n = 2; taken.has(name.toUpperCase()) || RESERVED_WORDS.has(name.toUpperCase()); n++) {
      name = `${base.slice(0, SAV_MAX_NAME_BYTES - String(n).length - 1)}_${n}`;
    }
    taken.add(name.toUpperCase());
    return name;
  });
}

/** 8-byte names for the variable records, unique, and never another variable's long name. */
class ShortNames {
  private readonly taken = new Set<string>();
  private readonly longNames: Set<string>;

  constructor(longNames: string[]) {
    this.longNames = new Set(longNames.map((n) => n.toUpperCase()));
  }

  take(longName: string, count: number): string[] {
    const own = longName.toUpperCase();
    const base = own.slice(0, 8);
    const result: string[] = [];
    for (let n = 0; result.length < count; n++) {
      const candidate = n === 0 ? base : `${base.slice(0, 8 - String(n).length - 1)}_${n}`;
      const isFree = !this.taken.has(candidate) && !RESERVED_WORDS.has(candidate);
      if (isFree && (candidate === own || !this.longNames.has(candidate))) {
        this.taken.add(candidate);
        result.push(candidate);
      }
    }
    return result;
  }
}

export function cutUtf8(text: string, maxBytes: number): string {
  const bytes = Buffer.from(text);
  if (bytes.length <= maxBytes) return text;
  let end = maxBytes;
  while (end > 0 && ((bytes[end] as number) & 0xc0) === 0x80) end--; // never split a character
  return bytes.subarray(0, end).toString();
}

export function toNumber(cell: AnalysisCell | undefined, variable: AnalysisVariable): number | null {
  if (cell === null || cell === undefined || cell === '') return null;
  const value = typeof cell === 'number' ? cell : Number(cell);
  if (Number.isNaN(value) && typeof cell === 'string') {
    throw new Error(`SPSS: "${cell}" is not a number (variable ${variable.name})`);
  }
  return Number.isFinite(value) ? value : null;
}
