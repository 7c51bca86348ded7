import { describe, expect, it } from 'vitest';
import { csvCell, csvLine, neutralizeFormula, sheetCell } from './spreadsheet-cells';

describe('spreadsheet cells never carry a live formula', () => {
  it.each([
    "-2+3+cmd|' /C calc'!A0",
    '-1+1',
    '=HYPERLINK("http://evil.example","x")',
    '+1+1',
    '@SUM(A1:A2)',
    '\t=1+1',
    '\r=1+1',
    '\n=1+1',
    '\uFF1D1+1',
    '\uFF0B1',
    '\uFF0D1',
    '\uFF201',
    '  =1+1',
    '-',
  ])('neutralizes %j', (text) => {
    expect(neutralizeFormula(text)).toBe(`'${text}`);
    expect(sheetCell(text)).toBe(`'${text}`);
    expect(csvCell(text).replace(/^"/, '')).toMatch(/^'/);
  });

  it('leaves ordinary texts and real numbers as they are', () => {
    for (const text of ['Cardiologia', 'a-b', 'e-mail: a@b.c', '1+1', 'São Paulo', '']) {
      expect(neutralizeFormula(text)).toBe(text);
    }
    expect(sheetCell(-5)).toBe(-5);
    expect(sheetCell(null)).toBeNull();
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(-0.25)).toBe('-0.25');
    expect(csvCell(Number.NaN)).toBe('');
    expect(csvCell(null)).toBe('');
  });

  it('quotes separators, quotes and line breaks after neutralizing', () => {
    expect(csvCell('a;b')).toBe('"a;b"');
    expect(csvCell('diz "oi"')).toBe('"diz ""oi"""');
    expect(csvCell('=1;2')).toBe(`"'=1;2"`);
    expect(csvCell('\n=1')).toBe(`"'\n=1"`);
    expect(csvLine(['-1+1', -1, null])).toBe("'-1+1;-1;\r\n");
  });
});
