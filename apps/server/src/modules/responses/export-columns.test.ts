import { describe, expect, it } from 'vitest';
import { type ExportRow, exportColumns } from './export-columns';

const SCHEMA = { pages: [{ name: 'p1', elements: [{ type: 'text', name: 'nome', title: 'Nome' }] }] };
const ROW: ExportRow = {
  id: 'r1',
  answers: { nome: 'Ana' },
  started_at: new Date('2026-11-23T12:00:00Z'),
  completed_at: '2026-11-23T12:15:00.000Z',
  is_interview: true,
  survey_version: 1,
  interviewer_name: 'Paulo',
};

const valuesOf = (labels: boolean, row: ExportRow) =>
  Object.fromEntries(exportColumns(SCHEMA, labels).map((column) => [column.header, column.value(row)]));

describe('exportColumns', () => {
  it("writes times in São Paulo with the offset and 'Entrevista' as Sim/Não", () => {
    expect(valuesOf(true, ROW)).toMatchObject({
      Início: '2026-11-23T09:00:00-03:00',
      Conclusão: '2026-11-23T09:15:00-03:00',
      Entrevista: 'Sim',
      Entrevistador: 'Paulo',
      Nome: 'Ana',
    });
    expect(valuesOf(true, { ...ROW, is_interview: false, completed_at: null })).toMatchObject({
      Entrevista: 'Não',
      Conclusão: null,
    });
  });

  it('keeps 1/0 in the coded export', () => {
    expect(valuesOf(false, ROW)).toMatchObject({ entrevista: 1, inicio: '2026-11-23T09:00:00-03:00' });
  });
});
