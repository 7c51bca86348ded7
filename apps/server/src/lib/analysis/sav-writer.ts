import { isoInSaoPaulo } from '../sao-paulo-time';
import type { AnalysisDataset } from './analysis-dataset';
import { ByteWriter } from './sav-byte-writer';
import { COMPRESSION_BIAS, SYSMIS, writeCases } from './sav-cases';
import {
  cutUtf8,
  FORMAT_A,
  planColumns,
  SAV_MAX_FILE_LABEL_BYTES,
  SAV_MAX_VALUE_LABEL_BYTES,
  SAV_MAX_VARIABLE_LABEL_BYTES,
  type SavColumn,
  slotsOf,
} from './sav-columns';

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

const LOWEST = Buffer.from('feffffffffffefff', 'hex');
const MEASURE_CODE = { nominal: 1, ordinal: 2, scale: 3 } as const;

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
