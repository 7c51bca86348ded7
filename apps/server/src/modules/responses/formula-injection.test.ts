import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { requestReport, waitForReport } from '../../../test/report-factories';
import { fieldCampaign, submitComplete, VALID_ANSWERS } from '../../../test/survey-factories';
import { useTestApp } from '../../../test/test-app';
import { analysisPlan } from '../../lib/analysis/analysis-plan';

/** Answers an attacker types so that a spreadsheet opening the export would run them as formulas. */
const ATTACK = "-2+3+cmd|' /C calc'!A0";
const OTHER = '-1+1';

/** Every formula element of every sheet of an XLSX file (there must be none). */
async function formulasIn(xlsx: Buffer): Promise<number> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx as unknown as ArrayBuffer);
  let formulas = 0;
  workbook.eachSheet((sheet) =>
    sheet.eachRow((row) =>
      row.eachCell((cell) => {
        if (cell.type === ExcelJS.ValueType.Formula) formulas += 1;
      }),
    ),
  );
  return formulas;
}

async function cellsOf(xlsx: Buffer, sheetName?: string): Promise<unknown[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx as unknown as ArrayBuffer);
  const sheet = sheetName ? workbook.getWorksheet(sheetName) : workbook.worksheets[0];
  const values: unknown[] = [];
  sheet?.eachRow((row) => row.eachCell((cell) => values.push(cell.value)));
  return values;
}

describe('CSV/formula injection in exports and reports', () => {
  const {
    app,
    users: { staff },
  } = useTestApp({ roles: ['staff'], config: { runWorker: true } });
  let campaignId = '';

  beforeAll(async () => {
    campaignId = (await fieldCampaign(app, staff)).campaign.id;
    await submitComplete(app, campaignId, {
      ...VALID_ANSWERS,
      nota: 1,
      motivo: ATTACK,
      especialidade: 'other',
      'especialidade-Comment': '=1+1',
    });
    await submitComplete(app, campaignId, { ...VALID_ANSWERS, nota: 2, motivo: OTHER });
  });

  const exportOf = (format: 'csv' | 'xlsx') =>
    app.inject({
      method: 'GET',
      url: `/api/campaigns/${campaignId}/export?format=${format}`,
      headers: staff.auth,
    });

  it('neutralizes every risky cell of the CSV export and keeps numbers numeric', async () => {
    const cells = (await exportOf('csv')).body.split('\r\n').flatMap((line) => line.split(';'));
    expect(cells).toContain(`'${ATTACK}`);
    expect(cells).toContain(`'${OTHER}`);
    expect(cells).not.toContain(ATTACK);
    expect(cells).not.toContain(OTHER);
    expect(cells.filter((cell) => /^"?[=+\-@\t\r\n\uFF1D]/.test(cell))).toEqual([]);
    expect(cells).toContain('12');
  });

  it('writes XLSX answers as neutralized strings, never formulas, and numbers as numbers', async () => {
    const res = await exportOf('xlsx');
    const xlsx = res.rawPayload;
    expect(await formulasIn(xlsx)).toBe(0);
    const values = await cellsOf(xlsx);
    expect(values).toContain(`'${ATTACK}`);
    expect(values).toContain(`'${OTHER}`);
    // The 'other (specify)' text has its own column, neutralized like any answer.
    expect(values).toContain('Outro');
    expect(values).toContain("'=1+1");
    expect(values).not.toContain('=1+1');
    expect(values).toContain(12);
  });

  it('neutralizes the CSV and XLSX reports too', async () => {
    const csv = await waitForReport(app, staff, (await requestReport(app, staff, campaignId, 'csv')).id);
    const file = await app.inject({
      method: 'GET',
      url: `/api/reports/${csv.id}/download`,
      headers: staff.auth,
    });
    const cells = file.body.split('\r\n').flatMap((line) => line.split(';'));
    expect(cells).toContain(`'${ATTACK}`);
    expect(cells).not.toContain(OTHER);

    const xlsx = await waitForReport(app, staff, (await requestReport(app, staff, campaignId, 'xlsx')).id);
    const book = await app.inject({
      method: 'GET',
      url: `/api/reports/${xlsx.id}/download`,
      headers: staff.auth,
    });
    expect(await formulasIn(book.rawPayload)).toBe(0);
    expect(await cellsOf(book.rawPayload, 'Dados')).toContain(`'${OTHER}`);
  });
});

describe('export columns of number questions', () => {
  const schema = {
    pages: [
      {
        name: 'p',
        elements: [
          { type: 'text', name: 'saldo', title: 'Saldo', inputType: 'number' },
          { type: 'text', name: 'nome', title: 'Nome' },
        ],
      },
    ],
  };
  const row = (answers: Record<string, unknown>) => ({
    id: 'r1',
    status: 'complete' as const,
    answers,
    started_at: new Date(0),
    completed_at: null,
    is_interview: false,
    survey_version: 1,
    interviewer_name: null,
  });

  it('keeps real negative numbers numeric, typed as text or number; text answers stay text', () => {
    const [saldo, nome] = analysisPlan([schema], { rows: {}, numeric: {} }).variables.slice(-2);
    expect(saldo?.kind).toBe('numeric');
    expect(saldo?.cell(row({ saldo: '-5' }))).toBe(-5);
    expect(saldo?.cell(row({ saldo: -2.5 }))).toBe(-2.5);
    // A numeric variable holds numbers only: text that is no number is missing, never a formula.
    expect(saldo?.cell(row({ saldo: '-1+1' }))).toBeNull();
    expect(nome?.cell(row({ nome: '-5' }))).toBe('-5');
  });
});
