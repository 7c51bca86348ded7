import { describe, expect, it } from 'vitest';
import { isAcceptedType, sniffContentType } from './sniff';

const bytes = (...parts: (string | number[])[]) =>
  Buffer.concat(
    parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))),
  );
const zipWith = (entry: string) => bytes([0x50, 0x4b, 0x03, 0x04], 'x'.repeat(26), entry, 'conteudo');

describe('sniffContentType', () => {
  it('reads images, PDF and Office files from their bytes, whatever the name says', () => {
    expect(sniffContentType(bytes([0xff, 0xd8, 0xff, 0xdb], 'x'), 'a.png')).toBe('image/jpeg');
    expect(sniffContentType(bytes('GIF89a', 'x'), 'a.jpg')).toBe('image/gif');
    expect(sniffContentType(bytes('RIFF', [0, 0, 0, 0], 'WEBPVP8 '), 'a')).toBe('image/webp');
    expect(sniffContentType(bytes('%PDF-1.4\n'), 'a.docx')).toBe('application/pdf');
    expect(sniffContentType(zipWith('word/document.xml'), 'a.pdf')).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(sniffContentType(zipWith('xl/workbook.xml'), 'a')).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(sniffContentType(zipWith('outra/coisa.txt'), 'a')).toBe('application/zip');
  });

  it('takes plain UTF-8 text (CSV by name) and refuses binaries it does not know', () => {
    expect(sniffContentType(Buffer.from('nome;idade\nAna;32\n'), 'dados.csv')).toBe('text/csv');
    expect(sniffContentType(Buffer.from('Observações do médico'), 'nota.txt')).toBe('text/plain');
    expect(sniffContentType(bytes('MZ', [0x90, 0, 3, 0]), 'foto.jpg')).toBeNull();
    expect(sniffContentType(bytes([0x7f], 'ELF', [2, 1, 1]), 'a.txt')).toBeNull();
  });
});

describe('isAcceptedType', () => {
  it('reads SurveyJS accept lists: wildcards, types and extensions', () => {
    expect(isAcceptedType('image/png', 'image/*')).toBe(true);
    expect(isAcceptedType('application/pdf', 'image/*')).toBe(false);
    expect(isAcceptedType('application/pdf', 'image/*, .pdf')).toBe(true);
    expect(isAcceptedType('image/jpeg', '.jpg')).toBe(true);
    expect(isAcceptedType('text/plain', 'application/pdf')).toBe(false);
    expect(isAcceptedType('text/plain', undefined)).toBe(true);
  });
});
