import { attributeKeyOf } from '@pesquisemais/shared';
import { describe, expect, it } from 'vitest';
import { decodeCsv, detectSeparator, parseCsv } from './parse-csv';
import { cellText } from './read-xlsx';
import { suggestMapping } from './suggest-mapping';
import { parseConsent } from './validate-rows';

describe('CSV reading', () => {
  it('detects ; , and tab on the header line, outside quotes', () => {
    expect(detectSeparator('nome;email;crm\r\na;b;c')).toBe(';');
    expect(detectSeparator('nome,email\na,b')).toBe(',');
    expect(detectSeparator('"nome;completo",email,crm\n')).toBe(',');
    expect(detectSeparator('nome\temail\n')).toBe('\t');
    expect(detectSeparator('nome\n')).toBe(';');
  });

  it('reads quoted fields with separators, doubled quotes and line breaks inside', () => {
    const text = 'nome;obs\r\n"Silva; Ana";"disse ""oi""\nduas linhas"\r\nBeto;\n';
    expect(parseCsv(text)).toEqual([
      ['nome', 'obs'],
      ['Silva; Ana', 'disse "oi"\nduas linhas'],
      ['Beto', ''],
    ]);
    expect(parseCsv('a,b\n1,""', ',')).toEqual([
      ['a', 'b'],
      ['1', ''],
    ]);
    expect(parseCsv('a;b\rc;d')).toEqual([
      ['a', 'b'],
      ['c', 'd'],
    ]);
  });

  it('decodes UTF-8 with and without BOM, UTF-16 with BOM and falls back to Windows-1252', () => {
    const utf8 = Buffer.from('Região;São Paulo', 'utf8');
    expect(decodeCsv(utf8)).toBe('Região;São Paulo');
    expect(decodeCsv(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), utf8]))).toBe('Região;São Paulo');
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Região\tSão', 'utf16le')]);
    expect(decodeCsv(utf16)).toBe('Região\tSão');
    expect(decodeCsv(Buffer.from('Regi\xe3o;Jos\xe9', 'latin1'))).toBe('Região;José');
  });
});

describe('column mapping and cell values', () => {
  it('maps known headers to fields once and every other column to an attribute key', () => {
    expect(attributeKeyOf(' Região de atuação ')).toBe('regiao_de_atuacao');
    expect(
      suggestMapping([
        'Nome completo',
        'E-mail',
        'Celular',
        'Consentimento',
        'Especialidade',
        'CRM',
        'E-mail',
        '',
      ]),
    ).toEqual([
      { field: 'name' },
      { field: 'email' },
      { field: 'phone' },
      { field: 'consent' },
      { field: 'attribute', key: 'especialidade' },
      { field: 'attribute', key: 'crm' },
      { field: 'attribute', key: 'e_mail' },
      { field: 'attribute', key: 'coluna_8' },
    ]);
  });

  it('reads consent answers in Portuguese and English', () => {
    expect(['Sim', 'S', 'x', '1', 'TRUE'].map(parseConsent)).toEqual([true, true, true, true, true]);
    expect(['Não', 'nao', 'N', '0', ''].map(parseConsent)).toEqual([false, false, false, false, false]);
    expect(parseConsent('talvez')).toBeUndefined();
  });

  it('shows XLSX cells as text: hyperlinks, rich text, formulas and dates', () => {
    expect(cellText({ text: 'ana@ex.com', hyperlink: 'mailto:ana@ex.com' })).toBe('ana@ex.com');
    expect(cellText({ richText: [{ text: 'Ana ' }, { text: 'Souza' }] })).toBe('Ana Souza');
    expect(cellText({ formula: 'A1&B1', result: 'SP' })).toBe('SP');
    expect(cellText(new Date(Date.UTC(2026, 0, 5)))).toBe('05/01/2026');
    expect(cellText(123456)).toBe('123456');
    expect(cellText(null)).toBe('');
  });
});
