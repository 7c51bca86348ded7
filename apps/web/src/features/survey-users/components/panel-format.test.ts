import { describe, expect, it } from 'vitest';
import { rejectedRowsCsv } from './panel-format';

describe('rejected rows CSV', () => {
  it('neutralizes formula-like cells (e-mails and reasons typed by whoever made the file)', () => {
    const csv = rejectedRowsCsv([
      { row: 2, email: "-2+3+cmd|' /C calc'!A0", reason: 'E-mail inválido' },
      { row: 3, email: '\uFF1D1+1', reason: 'E-mail inválido' },
    ]);
    expect(csv.startsWith('\uFEFFLinha;E-mail;Motivo\r\n')).toBe(true);
    expect(csv).toContain("2;'-2+3+cmd|' /C calc'!A0;E-mail inválido\r\n");
    expect(csv).toContain("3;'\uFF1D1+1;E-mail inválido\r\n");
  });
});
