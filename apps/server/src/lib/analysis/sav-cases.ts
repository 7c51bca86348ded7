import { isoInSaoPaulo } from '../sao-paulo-time';
import type { AnalysisCell, AnalysisVariable } from './analysis-dataset';
import type { ByteWriter } from './sav-byte-writer';
import { type SavColumn, slotsOf, toNumber } from './sav-columns';

/** The cases of a .sav file: one row after the other, each cell 8 bytes (or a string's segments), maybe compressed. */

/** SPSS DATETIME counts seconds from the start of the Gregorian calendar, 1582-10-14 00:00. */
const GREGORIAN_EPOCH_TO_UNIX_SECONDS = 12_219_379_200;
export const SYSMIS = -Number.MAX_VALUE;
export const COMPRESSION_BIAS = 100;

export function writeCases(
  out: ByteWriter,
  rows: AnalysisCell[][],
  columns: SavColumn[],
  isCompressed: boolean,
) {
  const cells = isCompressed ? new BytecodeWriter(out) : new PlainCellWriter(out);
  const widest = Math.max(8, ...columns.map((c) => c.segmentWidths.reduce((s, w) => s + slotsOf(w) * 8, 0)));
  const scratch = Buffer.alloc(widest);
  const encoded = Buffer.alloc(Math.max(8, ...columns.map((c) => c.width)));
  const toDatetime = datetimeConverter();
  for (const row of rows) {
    for (let index = 0; index < columns.length; index++) {
      const column = columns[index] as SavColumn;
      const cell = row[index] ?? null;
      if (column.width > 0) {
        cells.string(scratch, fillString(scratch, encoded, cell === null ? '' : String(cell), column));
      } else if (column.variable.kind === 'datetime') cells.number(toDatetime(cell, column.variable));
      else cells.number(toNumber(cell, column.variable));
    }
  }
  cells.finish();
}

/** Lays the value into its segments, 255 bytes in each, space-padded; returns the bytes the segments occupy. */
function fillString(scratch: Buffer, encoded: Buffer, value: string, column: SavColumn): number {
  if (column.segmentWidths.length === 1) {
    const allocated = slotsOf(column.width) * 8;
    scratch.fill(0x20, 0, allocated);
    if (value !== '') scratch.write(value, 0, column.width); // write() never splits a character
    return allocated;
  }
  const length = encoded.write(value, 0, column.width);
  let at = 0;
  column.segmentWidths.forEach((segmentWidth, segment) => {
    const allocated = slotsOf(segmentWidth) * 8;
    scratch.fill(0x20, at, at + allocated);
    const start = segment * 255;
    if (start < length) encoded.copy(scratch, at, start, Math.min(length, start + segmentWidth));
    at += allocated;
  });
  return at;
}

const ZONED = /(Z|[+-]\d{2}:?\d{2})$/i;
const WALL_CLOCK = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?)?$/;
const HOUR_MS = 3_600_000;

/**
 * An instant becomes São Paulo wall time (analysts read the business clock); a time without zone is kept.
 * Offsets only change on whole hours, so each hour's offset is looked up once.
 */
function datetimeConverter() {
  const offsetByHour = new Map<number, number>();
  const offsetSeconds = (ms: number) => {
    const hour = Math.floor(ms / HOUR_MS);
    let offset = offsetByHour.get(hour);
    if (offset === undefined) {
      const iso = isoInSaoPaulo(new Date(hour * HOUR_MS));
      const sign = iso.at(-6) === '-' ? -1 : 1; // isoInSaoPaulo always ends in ±HH:MM
      offset = sign * (Number(iso.slice(-5, -3)) * 3600 + Number(iso.slice(-2)) * 60);
      offsetByHour.set(hour, offset);
    }
    return offset;
  };
  return (cell: AnalysisCell | undefined, variable: AnalysisVariable): number | null => {
    if (cell === null || cell === undefined || cell === '') return null;
    const text = String(cell).trim();
    const instant = ZONED.test(text) ? Date.parse(text) : Number.NaN;
    if (!Number.isNaN(instant)) {
      return Math.floor(instant / 1000) + offsetSeconds(instant) + GREGORIAN_EPOCH_TO_UNIX_SECONDS;
    }
    const wall = WALL_CLOCK.exec(text);
    if (!wall) throw new Error(`SPSS: "${text}" is not an ISO-8601 date/time (variable ${variable.name})`);
    const [, y, mo, d, h = '0', mi = '0', s = '0'] = wall;
    return (
      Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)) / 1000 +
      GREGORIAN_EPOCH_TO_UNIX_SECONDS
    );
  };
}

interface CellWriter {
  number(value: number | null): void;
  /** The first `length` bytes of `source`, a multiple of 8. */
  string(source: Buffer, length: number): void;
  finish(): void;
}

class PlainCellWriter implements CellWriter {
  constructor(private readonly out: ByteWriter) {}

  number(value: number | null) {
    this.out.float64(value ?? SYSMIS);
  }

  string(source: Buffer, length: number) {
    this.out.bytes(source, 0, length);
  }

  finish() {}
}

/**
 * Bytecode compression: blocks of 8 command bytes, each followed by the 8-byte literals its commands call for.
 * 1–251 is a small integer (code − bias), 253 a literal, 254 eight spaces, 255 system-missing, 0 padding.
 */
class BytecodeWriter implements CellWriter {
  private readonly block = Buffer.alloc(8 * 9);
  private commandCount = 0;
  private literalCount = 0;

  constructor(private readonly out: ByteWriter) {}

  number(value: number | null) {
    if (value === null) return this.command(255);
    if (Number.isInteger(value) && value >= 1 - COMPRESSION_BIAS && value <= 251 - COMPRESSION_BIAS) {
      return this.command(value + COMPRESSION_BIAS);
    }
    this.block.writeDoubleLE(value, 8 + this.literalCount * 8);
    this.literalCount++;
    this.command(253);
  }

  string(source: Buffer, length: number) {
    // Byte loops: a native copy of 8 bytes costs more than it moves.
    for (let offset = 0; offset < length; offset += 8) {
      let isBlank = true;
      for (let i = offset; i < offset + 8; i++) {
        if (source[i] !== 0x20) {
          isBlank = false;
          break;
        }
      }
      if (isBlank) {
        this.command(254);
        continue;
      }
      const at = 8 + this.literalCount * 8;
      for (let i = 0; i < 8; i++) this.block[at + i] = source[offset + i] as number;
      this.literalCount++;
      this.command(253);
    }
  }

  finish() {
    if (this.commandCount > 0) {
      this.block.fill(0, this.commandCount, 8);
      this.flush();
    }
  }

  private command(code: number) {
    this.block[this.commandCount++] = code;
    if (this.commandCount === 8) this.flush();
  }

  private flush() {
    this.out.bytes(this.block, 0, 8 + this.literalCount * 8);
    this.commandCount = 0;
    this.literalCount = 0;
  }
}
