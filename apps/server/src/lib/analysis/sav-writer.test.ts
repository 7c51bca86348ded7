import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { AnalysisDataset } from './analysis-dataset';
import { convertToCsv, requirePspp, runSyntax } from './pspp.test-helper';
import { writeSav } from './sav-writer';
import { buildSavFixture, FIXTURE_TITLE, LONG_NAME, type SavFixture } from './sav-writer.fixture';

const MEASURES = { nominal: 'Nominal', ordinal: 'Ordinal', scale: 'Scale' };
const MONTHS = ['JAN', 'FEB', 'MAR', 'APR', 'MAY', 'JUN', 'JUL', 'AUG', 'SEP', 'OCT', 'NOV', 'DEC'];
const pad = (n: number) => String(n).padStart(2, '0');
const scratchDirs: string[] = [];

function scratch(savBytes: Buffer) {
  const dir = mkdtempSync(join(tmpdir(), 'sav-writer-'));
  scratchDirs.push(dir);
  const savPath = join(dir, 'export.sav');
  writeFileSync(savPath, savBytes);
  return { dir, savPath };
}

afterAll(() => {
  for (const dir of scratchDirs) rmSync(dir, { recursive: true, force: true });
});

/** The 8-byte names of the variable records (continuations excluded), read straight from the file. */
function shortNames(sav: Buffer): string[] {
  const names: string[] = [];
  let at = 176;
  while (sav.readInt32LE(at) === 2) {
    const type = sav.readInt32LE(at + 4);
    const hasLabel = sav.readInt32LE(at + 8) === 1;
    if (type !== -1) names.push(sav.toString('latin1', at + 24, at + 32).trimEnd());
    at += 32;
    if (hasLabel) at += 4 + Math.ceil(sav.readInt32LE(at) / 4) * 4;
  }
  return names;
}

type Csv = ReturnType<typeof convertToCsv>;
type Syntax = ReturnType<typeof runSyntax>;

function tryReadBack(compression: 'bytecode' | 'none') {
  try {
    requirePspp();
    const fixture = buildSavFixture(1_000);
    const sav = writeSav(fixture.dataset, { compression });
    const { dir, savPath } = scratch(sav);
    const csv = convertToCsv(savPath, dir);
    const syntax = [
      'SET TVARS=NAMES TNUMBERS=VALUES.',
      `GET FILE='${savPath}'.`,
      'DISPLAY FILE LABEL.',
      'DISPLAY DICTIONARY.',
      'LIST id enviado_em renda_familiar tempo_segundos.',
    ];
    return { fixture, sav, csv, pspp: runSyntax(`${syntax.join('\n')}\n`, dir) };
  } catch (error) {
    return error instanceof Error ? error : new Error(String(error));
  }
}

describe.each(['bytecode', 'none'] as const)(
  'writeSav, %s compression, read back by GNU PSPP',
  (compression) => {
    // Built once, on first use: with pspp missing, every test fails with that message (none is skipped).
    let readBack: { fixture: SavFixture; sav: Buffer; csv: Csv; pspp: Syntax } | Error | undefined;
    const readBackOnce = () => {
      readBack ??= tryReadBack(compression);
      if (readBack instanceof Error) throw readBack;
      return readBack;
    };

    it('reads without a single warning', () => {
      const { csv, pspp } = readBackOnce();
      expect(csv.messages).toBe('');
      expect(pspp.messages).toBe('');
      expect(pspp.text).not.toMatch(/warning|error/i);
    });

    it('gives every value back: numbers, system-missing, UTF-8 strings of thousands of bytes, blanks', () => {
      const { fixture, csv } = readBackOnce();
      const { variables, rows } = fixture.dataset;
      expect(csv.rows[0]).toEqual(variables.map((v) => v.name));
      expect(csv.rows).toHaveLength(rows.length + 1);
      expect(rows.some((row) => Buffer.byteLength(String(row[6])) > 3_000)).toBe(true);
      rows.forEach((row, r) => {
        const read = csv.rows[r + 1] as string[];
        variables.forEach((variable, v) => {
          const cell = row[v] ?? null;
          const field = read[v];
          const where = `row ${r + 1}, ${variable.name}`;
          if (variable.kind === 'string') expect(field, where).toBe(cell ?? '');
          else if (cell === null) expect(field?.trim(), where).toBe('');
          else if (variable.kind === 'numeric') expect(Number(field), where).toBe(cell);
          else {
            const [y, mo, d, h, mi, s] = fixture.wallTimes[r] ?? [];
            expect(field, where).toBe(
              `${pad(mo ?? 0)}/${pad(d ?? 0)}/${y} ${pad(h ?? 0)}:${pad(mi ?? 0)}:${pad(s ?? 0)}`,
            );
          }
        });
      });
    });

    it('keeps the title as file label and every name, label, measure and format', () => {
      const { fixture, pspp } = readBackOnce();
      expect(pspp.tables.get('File Label')).toEqual([['Label', FIXTURE_TITLE]]);
      const dictionary = pspp.tables.get('Variables') ?? [];
      expect(dictionary[0]).toEqual([
        'Name',
        'Position',
        'Label',
        'Measurement Level',
        'Role',
        'Width',
        'Alignment',
        'Print Format',
        'Write Format',
      ]);
      const { variables, rows } = fixture.dataset;
      expect(dictionary.slice(1).map((line) => line.slice(0, 4))).toEqual(
        variables.map((v, i) => [v.name, String(i + 1), v.label, MEASURES[v.measure]]),
      );
      expect(dictionary.some((line) => line[0] === LONG_NAME)).toBe(true);
      const formats = Object.fromEntries(dictionary.slice(1).map((line) => [line[0], line[7]]));
      const widest = (index: number) =>
        Math.max(...rows.map((row) => Buffer.byteLength(String(row[index] ?? ''))));
      expect(formats).toMatchObject({
        id: 'F8.0',
        [LONG_NAME]: 'F8.0',
        uf: 'A2',
        situacao: 'A23',
        comentario_sobre_a_experiencia_de_compra: `A${widest(6)}`,
        outro_texto: `A${widest(7)}`,
        enviado_em: 'DATETIME20.0',
        tempo_segundos: 'F8.0',
      });
      expect(formats.renda_familiar).toMatch(/^F\d+\.2$/);
    });

    it('keeps value labels of numbers, short strings and long strings', () => {
      const { fixture, pspp } = readBackOnce();
      const table = pspp.tables.get('Value Labels') ?? [];
      let variable = '';
      const read = table.slice(1).map(([name, value, label]) => {
        variable = name || variable;
        return [variable, value, label];
      });
      const expected = fixture.dataset.variables.flatMap((v) =>
        (v.valueLabels ?? []).map((l) => [v.name, String(l.value), l.label]),
      );
      expect(expected.length).toBeGreaterThan(15);
      // PSPP lists each variable's labels sorted by value.
      const sorted = (lines: unknown[][]) => lines.map((line) => JSON.stringify(line)).sort();
      expect(sorted(read)).toEqual(sorted(expected));
    });

    it('shows datetimes as DATETIME in São Paulo time and missing numbers as system-missing', () => {
      const { fixture, pspp } = readBackOnce();
      const list = pspp.tables.get('Data List') ?? [];
      expect(list[0]).toEqual(['id', 'enviado_em', 'renda_familiar', 'tempo_segundos']);
      expect(list).toHaveLength(1_001);
      fixture.wallTimes.forEach((wall, r) => {
        const [, sent, income] = (list[r + 1] as string[]).map((field) => field.trim());
        const expected =
          wall &&
          `${pad(wall[2])}-${MONTHS[wall[1] - 1]}-${wall[0]} ${pad(wall[3])}:${pad(wall[4])}:${pad(wall[5])}`;
        expect(sent, `row ${r + 1}`).toBe(expected ?? '.');
        const cell = fixture.dataset.rows[r]?.[9] ?? null;
        expect(income, `row ${r + 1}`).toBe(cell === null ? '.' : (cell as number).toFixed(2));
      });
    });

    it('gives each variable and each long-string segment its own 8-byte name', () => {
      const { fixture, sav } = readBackOnce();
      const names = shortNames(sav);
      expect(names.length).toBeGreaterThan(fixture.dataset.variables.length);
      expect(new Set(names).size).toBe(names.length);
      for (const name of names) expect(name).toMatch(/^[A-Z][A-Z0-9_]{0,7}$/);
    });
  },
);

describe('writeSav limits', () => {
  it('cuts texts SPSS cannot hold at a character boundary and makes names valid and unique', () => {
    requirePspp();
    const dataset: AnalysisDataset = {
      title: 'Avaliação do atendimento nas lojas de São Paulo e região — março/2026',
      variables: [
        { name: 'Nota final', label: 'ç'.repeat(150), kind: 'numeric', measure: 'scale', questionType: '' },
        {
          name: '1a_questao',
          label: 'Primeira',
          kind: 'numeric',
          measure: 'nominal',
          questionType: 'radiogroup',
          valueLabels: [{ value: 1, label: 'ã'.repeat(100) }],
        },
        { name: 'nota_final', label: 'Repetido', kind: 'string', measure: 'scale', questionType: '' },
        { name: 'x'.repeat(70), label: 'Longo', kind: 'numeric', measure: 'scale', questionType: '' },
        { name: 'TO', label: 'Palavra reservada', kind: 'numeric', measure: 'scale', questionType: '' },
      ],
      rows: [[1.5, 1, 'ok', 2, 3]],
    };
    const { dir, savPath } = scratch(writeSav(dataset));
    const { tables, messages } = runSyntax(
      `SET TVARS=NAMES TNUMBERS=VALUES.\nGET FILE='${savPath}'.\nDISPLAY FILE LABEL.\nDISPLAY DICTIONARY.\n`,
      dir,
    );
    expect(messages).toBe('');
    expect(tables.get('File Label')).toEqual([
      ['Label', 'Avaliação do atendimento nas lojas de São Paulo e região'],
    ]);
    const dictionary = (tables.get('Variables') ?? []).slice(1);
    expect(dictionary.map((line) => line[0])).toEqual([
      'Nota_final',
      'V1a_questao',
      'nota_final_2',
      'x'.repeat(64),
      'TO_2',
    ]);
    expect(dictionary[0]?.[2]).toBe('ç'.repeat(127));
    // A string cannot be a scale in SPSS.
    expect(dictionary[2]?.[3]).toBe('Nominal');
    expect(tables.get('Value Labels')?.[1]).toEqual(['V1a_questao', '1', 'ã'.repeat(60)]);
  });

  it('reads instants on São Paulo clocks, daylight time included, and keeps times without zone', () => {
    requirePspp();
    const longValue = 'é'.repeat(150);
    const dataset: AnalysisDataset = {
      title: 'Datas',
      variables: [
        { name: 'quando', label: 'Quando', kind: 'datetime', measure: 'scale', questionType: '' },
        {
          name: 'texto_longo',
          label: 'Texto de 300 bytes com rótulo',
          kind: 'string',
          measure: 'nominal',
          questionType: '',
          valueLabels: [{ value: longValue, label: 'Cento e cinquenta és' }],
        },
      ],
      rows: [
        ['2018-01-15T12:00:00Z', longValue],
        ['2026-11-23', null],
        ['2026-11-23T09:15:00', 'x'],
        ['2026-11-23T12:15:00.999Z', null],
        ['2018-11-04T02:59:59Z', null], // the last second before daylight time began in 2018
        ['2018-11-04T03:00:00Z', null],
        [null, null],
      ],
    };
    const { dir, savPath } = scratch(writeSav(dataset));
    const { tables, messages } = runSyntax(
      `SET TVARS=NAMES TNUMBERS=VALUES.\nGET FILE='${savPath}'.\nDISPLAY DICTIONARY.\nLIST.\n`,
      dir,
    );
    expect(messages).toBe('');
    expect(tables.get('Data List')?.map((line) => line.map((field) => field.trim()))).toEqual([
      ['quando', 'texto_longo'],
      ['15-JAN-2018 10:00:00', longValue],
      ['23-NOV-2026 00:00:00', ''],
      ['23-NOV-2026 09:15:00', 'x'],
      ['23-NOV-2026 09:15:00', ''],
      ['03-NOV-2018 23:59:59', ''],
      ['04-NOV-2018 01:00:00', ''],
      ['.', ''],
    ]);
    expect(tables.get('Value Labels')?.[1]).toEqual(['texto_longo', longValue, 'Cento e cinquenta és']);
  });

  it('refuses a cell that is not a number in a numeric column, or not a date in a datetime column', () => {
    const variable = { name: 'n', label: 'N', measure: 'scale', questionType: '' } as const;
    expect(() =>
      writeSav({ title: 't', variables: [{ ...variable, kind: 'numeric' }], rows: [['abc']] }),
    ).toThrow(/not a number/);
    expect(() =>
      writeSav({ title: 't', variables: [{ ...variable, kind: 'datetime' }], rows: [['ontem']] }),
    ).toThrow(/not an ISO-8601/);
  });
});
