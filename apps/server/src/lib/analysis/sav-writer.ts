import { isoInSaoPaulo } from '../sao-paulo-time';
import type { AnalysisCell, AnalysisDataset, AnalysisVariable } from './analysis-dataset';

/**
 * SPSS system file (.sav) writer, after the PSPP developers' guide, "System File Format". No npm package writes
 * long variable names, very long strings, UTF-8 and value labels of long strings together, so this is our own.
 * Text is UTF-8 (record 7.20); cells are bytecode-compressed unless asked otherwise.
 */

export interface SavOptions {
  /** Bytecode compression (the SPSS default) or plain 8-byte cells. */
  compression?: 'bytecode' | 'none';
  /** Shown as the file's creation time; now by default. */
  createdAt?: Date;
}

/** The widest string SPSS holds, in bytes. */
export const SAV_MAX_STRING_WIDTH = 32_767;
/** Longer labels are cut (at a character boundary): the widths older SPSS versions read. */
export const SAV_MAX_VARIABLE_LABEL_BYTES = 255;
export const SAV_MAX_VALUE_LABEL_BYTES = 120;
/** The header has 64 bytes for it, but PSPP keeps only 60. */
export const SAV_MAX_FILE_LABEL_BYTES = 60;
export const SAV_MAX_NAME_BYTES = 64;

/** SPSS DATETIME counts seconds from the start of the Gregorian calendar, 1582-10-14 00:00. */
const GREGORIAN_EPOCH_TO_UNIX_SECONDS = 12_219_379_200;
const SYSMIS = -Number.MAX_VALUE;
const LOWEST = Buffer.from('feffffffffffefff', 'hex');
const COMPRESSION_BIAS = 100;
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
const MEASURE_CODE = { nominal: 1, ordinal: 2, scale: 3 } as const;
const FORMAT_A = 1;
const FORMAT_F = 5;
const FORMAT_DATETIME = 22;

/** One variable as the file lays it out: a very long string spans several segments of at most 255 bytes. */
interface SavColumn {
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

export function writeSav(dataset: AnalysisDataset, options: SavOptions = {}): Buffer {
  const isCompressed = (options.compression ?? 'bytecode') === 'bytecode';
  const columns = planColumns(dataset);
  const out = new ByteWriter(4096 + dataset.rows.length * 64);
  const slotCount = columns.reduce((sum, c) => sum + c.segmentWidths.reduce((s, w) => s + slotsOf(w), 0), 0);

  writeHeader(
    out,
    dataset.title,
    slotCount,
    isCompressed,
    dataset.rows.length,
    options.createdAt ?? new Date(),
  );
  for (const column of columns) writeVariableRecords(out, column);
  for (const column of columns) writeShortValueLabels(out, column, columns);
  writeMachineInfo(out);
  writeDisplayParameters(out, columns);
  writeTextRecord(out, 13, columns.map((c) => `${c.shortNames[0]}=${c.name}`).join('\t'));
  const veryLong = columns.filter((c) => c.segmentWidths.length > 1);
  if (veryLong.length > 0) {
    writeTextRecord(
      out,
      14,
      veryLong.map((c) => `${c.shortNames[0]}=${String(c.width).padStart(5, '0')}\0\t`).join(''),
    );
  }
  writeTextRecord(out, 20, 'UTF-8');
  writeLongStringValueLabels(out, columns);
  out.int32(999);
  out.int32(0);
  writeCases(out, dataset.rows, columns, isCompressed);
  return out.result();
}

// ---------------------------------------------------------------------------------------------- dictionary

function planColumns(dataset: AnalysisDataset): SavColumn[] {
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

const slotsOf = (segmentWidth: number) => (segmentWidth === 0 ? 1 : Math.ceil(segmentWidth / 8));

/** Enough width and decimals to show every value of the column as it is. */
function numericFormat(dataset: AnalysisDataset, index: number): number {
  let decimals = 0;
  let integerDigits = 1;
  for (const row of dataset.rows) {
    const value = toNumber(row[index], dataset.variables[index] as AnalysisVariable);
    if (value === null) continue;
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

function writeHeader(
  out: ByteWriter,
  title: string,
  slots: number,
  isCompressed: boolean,
  cases: number,
  at: Date,
) {
  const wall = isoInSaoPaulo(at);
  const month = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][
    Number(wall.slice(5, 7)) - 1
  ];
  out.text('$FL2', 4);
  out.text('@(#) SPSS DATA FILE Pesquise(+)', 60);
  out.int32(2); // layout code: little-endian
  out.int32(slots);
  out.int32(isCompressed ? 1 : 0);
  out.int32(0); // no weight variable
  out.int32(cases);
  out.float64(COMPRESSION_BIAS);
  out.text(`${wall.slice(8, 10)} ${month} ${wall.slice(2, 4)}`, 9);
  out.text(wall.slice(11, 19), 8);
  out.text(cutUtf8(title, SAV_MAX_FILE_LABEL_BYTES), 64);
  out.zeros(3);
}

function writeVariableRecords(out: ByteWriter, column: SavColumn) {
  column.segmentWidths.forEach((segmentWidth, segment) => {
    const label = segment === 0 ? cutUtf8(column.variable.label, SAV_MAX_VARIABLE_LABEL_BYTES) : '';
    const format = segmentWidth === 0 ? column.format : (FORMAT_A << 16) | (segmentWidth << 8);
    out.int32(2);
    out.int32(segmentWidth);
    out.int32(label ? 1 : 0);
    out.int32(0); // missing values: none, a blank cell is system-missing or empty
    out.int32(format);
    out.int32(format);
    out.text(column.shortNames[segment] as string, 8);
    if (label) {
      const bytes = Buffer.from(label);
      out.int32(bytes.length);
      out.bytes(bytes);
      out.zeros((4 - (bytes.length % 4)) % 4);
    }
    for (let i = 1; i < slotsOf(segmentWidth); i++) {
      out.int32(2);
      out.int32(-1);
      out.zeros(16);
      out.text('', 8);
    }
  });
}

/** Records 3 and 4 carry labels of numbers and of strings up to 8 bytes wide. */
function writeShortValueLabels(out: ByteWriter, column: SavColumn, columns: SavColumn[]) {
  if (column.valueLabels.length === 0 || column.width > 8) return;
  out.int32(3);
  out.int32(column.valueLabels.length);
  for (const { value, label } of column.valueLabels) {
    if (typeof value === 'number') out.float64(value);
    else out.text(value, 8);
    const bytes = Buffer.from(cutUtf8(label, SAV_MAX_VALUE_LABEL_BYTES));
    out.uint8(bytes.length);
    out.bytes(bytes);
    out.zeros((8 - ((bytes.length + 1) % 8)) % 8);
  }
  out.int32(4);
  out.int32(1);
  out.int32(dictionaryIndex(column, columns));
}

function dictionaryIndex(target: SavColumn, columns: SavColumn[]): number {
  let index = 1;
  for (const column of columns) {
    if (column === target) return index;
    for (const width of column.segmentWidths) index += slotsOf(width);
  }
  throw new Error('column not in the dictionary');
}

function writeMachineInfo(out: ByteWriter) {
  out.int32(7);
  out.int32(3);
  out.int32(4);
  out.int32(8);
  for (const value of [1, 0, 0, -1, 1, 1, 2, 65001]) out.int32(value); // version, machine, IEEE, compression, LE, UTF-8
  out.int32(7);
  out.int32(4);
  out.int32(8);
  out.int32(3);
  out.float64(SYSMIS);
  out.float64(Number.MAX_VALUE);
  out.bytes(LOWEST); // the double just above SYSMIS
}

/** Record 7.11: measure, column width and alignment, one set per segment. */
function writeDisplayParameters(out: ByteWriter, columns: SavColumn[]) {
  const sets: number[][] = [];
  for (const column of columns) {
    const isString = column.width > 0;
    const measure = isString && column.variable.measure === 'scale' ? 'nominal' : column.variable.measure;
    for (const segmentWidth of column.segmentWidths) {
      const displayWidth = isString ? Math.min(Math.max(segmentWidth, 8), 50) : (column.format >> 8) & 0xff;
      sets.push([MEASURE_CODE[measure], displayWidth, isString ? 0 : 1]);
    }
  }
  out.int32(7);
  out.int32(11);
  out.int32(4);
  out.int32(sets.length * 3);
  for (const set of sets) for (const value of set) out.int32(value);
}

function writeTextRecord(out: ByteWriter, subtype: number, text: string) {
  const bytes = Buffer.from(text);
  out.int32(7);
  out.int32(subtype);
  out.int32(1);
  out.int32(bytes.length);
  out.bytes(bytes);
}

/** Record 7.21: labels of strings wider than 8 bytes, named by their long names. */
function writeLongStringValueLabels(out: ByteWriter, columns: SavColumn[]) {
  const body = new ByteWriter(1024);
  for (const column of columns) {
    if (column.width <= 8 || column.valueLabels.length === 0) continue;
    body.int32(Buffer.byteLength(column.name));
    body.text(column.name, Buffer.byteLength(column.name));
    body.int32(column.width);
    body.int32(column.valueLabels.length);
    for (const { value, label } of column.valueLabels) {
      body.int32(column.width);
      body.text(cutUtf8(String(value), column.width), column.width);
      const bytes = Buffer.from(cutUtf8(label, SAV_MAX_VALUE_LABEL_BYTES));
      body.int32(bytes.length);
      body.bytes(bytes);
    }
  }
  const bytes = body.result();
  if (bytes.length === 0) return;
  out.int32(7);
  out.int32(21);
  out.int32(1);
  out.int32(bytes.length);
  out.bytes(bytes);
}

// ---------------------------------------------------------------------------------------------- data

function writeCases(out: ByteWriter, rows: AnalysisCell[][], columns: SavColumn[], isCompressed: boolean) {
  const cells = isCompressed ? new BytecodeWriter(out) : new PlainCellWriter(out);
  const widest = Math.max(8, ...columns.map((c) => c.segmentWidths.reduce((s, w) => s + slotsOf(w) * 8, 0)));
  const scratch = Buffer.alloc(widest);
  for (const row of rows) {
    columns.forEach((column, index) => {
      const cell = row[index] ?? null;
      if (column.width === 0) {
        cells.number(
          column.variable.kind === 'datetime'
            ? toSpssDatetime(cell, column)
            : toNumber(cell, column.variable),
        );
        return;
      }
      const allocated = fillString(scratch, cell === null ? '' : String(cell), column);
      for (let offset = 0; offset < allocated; offset += 8) cells.chunk(scratch, offset);
    });
  }
  cells.finish();
}

/** Lays the value into its segments, 255 bytes in each, space-padded; returns the bytes the segments occupy. */
function fillString(scratch: Buffer, value: string, column: SavColumn): number {
  const encoded = Buffer.from(cutUtf8(value, column.width));
  let at = 0;
  column.segmentWidths.forEach((segmentWidth, segment) => {
    const allocated = slotsOf(segmentWidth) * 8;
    scratch.fill(0x20, at, at + allocated);
    const start = segment * 255;
    if (start < encoded.length)
      encoded.copy(scratch, at, start, Math.min(encoded.length, start + segmentWidth));
    at += allocated;
  });
  return at;
}

function toNumber(cell: AnalysisCell | undefined, variable: AnalysisVariable): number | null {
  if (cell === null || cell === undefined || cell === '') return null;
  const value = typeof cell === 'number' ? cell : Number(cell);
  if (Number.isNaN(value) && typeof cell === 'string') {
    throw new Error(`SPSS: "${cell}" is not a number (variable ${variable.name})`);
  }
  return Number.isFinite(value) ? value : null;
}

const ZONED = /(Z|[+-]\d{2}:?\d{2})$/i;
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;

/** An instant becomes São Paulo wall time (analysts read the business clock); a time without zone is kept. */
function toSpssDatetime(cell: AnalysisCell | undefined, column: SavColumn): number | null {
  if (cell === null || cell === undefined || cell === '') return null;
  const text = String(cell).trim();
  const wall = WALL_CLOCK.exec(
    ZONED.test(text) && !Number.isNaN(Date.parse(text)) ? isoInSaoPaulo(text).slice(0, 19) : text,
  );
  if (!wall)
    throw new Error(`SPSS: "${text}" is not an ISO-8601 date/time (variable ${column.variable.name})`);
  const [, y, mo, d, h = '0', mi = '0', s = '0'] = wall;
  const ms = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s));
  return ms / 1000 + GREGORIAN_EPOCH_TO_UNIX_SECONDS;
}

function cutUtf8(text: string, maxBytes: number): string {
  const bytes = Buffer.from(text);
  if (bytes.length <= maxBytes) return text;
  let end = maxBytes;
  while (end > 0 && ((bytes[end] as number) & 0xc0) === 0x80) end--; // never split a character
  return bytes.subarray(0, end).toString();
}

// ---------------------------------------------------------------------------------------------- bytes

class ByteWriter {
  private buffer: Buffer;
  private length = 0;

  constructor(capacity: number) {
    this.buffer = Buffer.allocUnsafe(capacity);
  }

  reserve(bytes: number): number {
    if (this.length + bytes > this.buffer.length) {
      const next = Buffer.allocUnsafe(Math.max(this.buffer.length * 2, this.length + bytes));
      this.buffer.copy(next, 0, 0, this.length);
      this.buffer = next;
    }
    const at = this.length;
    this.length += bytes;
    return at;
  }

  int32(value: number) {
    const at = this.reserve(4);
    this.buffer.writeInt32LE(value, at);
  }

  uint8(value: number) {
    const at = this.reserve(1);
    this.buffer[at] = value;
  }

  float64(value: number) {
    const at = this.reserve(8);
    this.buffer.writeDoubleLE(value, at);
  }

  zeros(count: number) {
    const at = this.reserve(count);
    this.buffer.fill(0, at, at + count);
  }

  /** UTF-8, space-padded (or cut) to exactly `size` bytes. */
  text(value: string, size: number) {
    const at = this.reserve(size);
    this.buffer.fill(0x20, at, at + size);
    this.buffer.write(value, at, size, 'utf8');
  }

  bytes(source: Buffer, start = 0, end = source.length) {
    const at = this.reserve(end - start); // before reading this.buffer: reserving may replace it
    source.copy(this.buffer, at, start, end);
  }

  result(): Buffer {
    return this.buffer.subarray(0, this.length);
  }
}

interface CellWriter {
  number(value: number | null): void;
  chunk(source: Buffer, offset: number): void;
  finish(): void;
}

class PlainCellWriter implements CellWriter {
  constructor(private readonly out: ByteWriter) {}

  number(value: number | null) {
    this.out.float64(value ?? SYSMIS);
  }

  chunk(source: Buffer, offset: number) {
    this.out.bytes(source, offset, offset + 8);
  }

  finish() {}
}

/**
 * Bytecode compression: blocks of 8 command bytes, each followed by the 8-byte literals its commands call for.
 * 1–251 is a small integer (code − bias), 253 a literal, 254 eight spaces, 255 system-missing, 0 padding.
 */
class BytecodeWriter implements CellWriter {
  private readonly commands = Buffer.alloc(8);
  private readonly literals = Buffer.alloc(64);
  private commandCount = 0;
  private literalCount = 0;

  constructor(private readonly out: ByteWriter) {}

  number(value: number | null) {
    if (value === null) return this.command(255);
    if (Number.isInteger(value) && value >= 1 - COMPRESSION_BIAS && value <= 251 - COMPRESSION_BIAS) {
      return this.command(value + COMPRESSION_BIAS);
    }
    this.literals.writeDoubleLE(value, this.literalCount * 8);
    this.literalCount++;
    this.command(253);
  }

  chunk(source: Buffer, offset: number) {
    let isBlank = true;
    for (let i = offset; i < offset + 8; i++) if (source[i] !== 0x20) isBlank = false;
    if (isBlank) return this.command(254);
    source.copy(this.literals, this.literalCount * 8, offset, offset + 8);
    this.literalCount++;
    this.command(253);
  }

  finish() {
    if (this.commandCount > 0) {
      this.commands.fill(0, this.commandCount);
      this.flush();
    }
  }

  private command(code: number) {
    this.commands[this.commandCount++] = code;
    if (this.commandCount === 8) this.flush();
  }

  private flush() {
    this.out.bytes(this.commands);
    this.out.bytes(this.literals, 0, this.literalCount * 8);
    this.commandCount = 0;
    this.literalCount = 0;
  }
}
