import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TSurveySchema } from '@pesquisemais/shared';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import {
  type FieldedCampaign,
  fieldCampaign,
  startResponse,
  submitComplete,
  VALID_ANSWERS,
} from '../../../test/survey-factories';
import { useTestApp } from '../../../test/test-app';
import { convertToCsv, requirePspp, runSyntax } from '../../lib/analysis/pspp.test-helper';
import { exportDataset } from './export';
import { createResponsesRepository } from './responses.repository';

/** The CSV body as rows of cells (no BOM, `;` separated; none of these cells is quoted). */
const csvRows = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n')
    .map((line) => line.split(';'));

async function sheetRows(xlsx: Buffer, name: string): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(xlsx as unknown as ArrayBuffer);
  const sheet = workbook.getWorksheet(name);
  if (!sheet) throw new Error(`no sheet ${name}`);
  const rows: unknown[][] = [];
  sheet.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

describe('export: statuses, wide layout and data dictionary', () => {
  const {
    app,
    users: { staff },
  } = useTestApp({ roles: ['staff'] });
  let fielded: FieldedCampaign;
  const ids: Record<string, string> = {};

  const exportOf = (query: string) =>
    app.inject({
      method: 'GET',
      url: `/api/campaigns/${fielded.campaign.id}/export?${query}`,
      headers: staff.auth,
    });

  beforeAll(async () => {
    fielded = await fieldCampaign(app, staff, {
      targets: [{ name: 'Cardiologia', condition: "{especialidade} = 'cardiologia'", goal: 1 }],
    });
    const id = fielded.campaign.id;
    ids.complete = await submitComplete(app, id, VALID_ANSWERS);
    // The quota is full now: the next cardiologist ends over quota.
    const user = await buildUser(app);
    const started = await startResponse(app, user.auth, id);
    const over = await app.inject({
      method: 'POST',
      url: `/api/survey-player/responses/${started.id}/complete`,
      headers: user.auth,
      payload: { answers: VALID_ANSWERS, idempotencyKey: randomUUID() },
    });
    expect(over.json().status).toBe('over_quota');
    ids.over_quota = started.id;
    // Not a doctor: the questionnaire's complete trigger screens the response out.
    const nurse = await buildUser(app);
    const screened = await startResponse(app, nurse.auth, id);
    const out = await app.inject({
      method: 'POST',
      url: `/api/survey-player/responses/${screened.id}/complete`,
      headers: nurse.auth,
      payload: { answers: { profissao: 'enfermeiro' }, idempotencyKey: randomUUID() },
    });
    expect(out.json().status).toBe('screened_out');
    ids.screened_out = screened.id;
    ids.partial = (await startResponse(app, (await buildUser(app)).auth, id)).id;
  });

  it('exports complete responses only by default, as before', async () => {
    const rows = csvRows((await exportOf('format=csv&labels=false')).body);
    expect(rows).toHaveLength(2);
    expect(rows[1]?.[0]).toBe(ids.complete);
    expect(rows[1]?.[rows[0]?.indexOf('status') ?? -1]).toBe('1');
  });

  it('includes partials, screen-outs and over-quota on request, each with its status', async () => {
    const res = await exportOf('format=csv&labels=false&status=complete,partial,screened_out,over_quota');
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = csvRows(res.body);
    const status = header?.indexOf('status') ?? -1;
    const byId = Object.fromEntries(rows.map((row) => [row[0], row[status]]));
    expect(byId).toEqual({
      [ids.complete as string]: '1',
      [ids.partial as string]: '2',
      [ids.screened_out as string]: '3',
      [ids.over_quota as string]: '4',
    });
    const labelled = csvRows((await exportOf('status=partial,screened_out')).body);
    const labels = labelled.slice(1).map((row) => row[labelled[0]?.indexOf('Status') ?? -1]);
    expect(labels.sort()).toEqual(['Filtrada', 'Parcial']);
  });

  it('refuses an unknown status with a Portuguese message', async () => {
    for (const status of ['deleted', 'complete,', '']) {
      const res = await exportOf(`status=${status}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.message).toMatch(/^Use uma lista de status/);
    }
  });

  it("adds a 'Dicionário' sheet: variable, question text, type, codes → labels", async () => {
    const res = await exportOf('format=xlsx&labels=false&status=complete,screened_out');
    expect(res.statusCode).toBe(200);
    const data = await sheetRows(res.rawPayload, 'Respostas');
    expect(data).toHaveLength(3);
    const dictionary = await sheetRows(res.rawPayload, 'Dicionário');
    expect(dictionary[0]).toEqual([
      'Variável',
      'Texto da pergunta',
      'Tipo',
      'Códigos → rótulos',
      'Origem dos códigos',
    ]);
    const entry = (name: string) => dictionary.find((row) => row[0] === name);
    expect(entry('especialidade')).toEqual([
      'especialidade',
      'Especialidade',
      'radiogroup (numérica)',
      '1 = Cardiologia; 2 = Clínica geral; 3 = Outro',
      'número da opção na ordem do questionário (1, 2, 3…); o texto é o rótulo',
    ]);
    expect(entry('matriz_custo')?.slice(0, 4)).toEqual([
      'matriz_custo',
      'Avalie - Custo',
      'matrix (numérica)',
      '1 = Ruim; 2 = Bom',
    ]);
    expect(entry('matriz_custo')?.[4]).toBe('o valor da opção no questionário');
    expect(entry('status')?.slice(0, 4)).toEqual([
      'status',
      'Status',
      'sistema (numérica)',
      '1 = Completa; 2 = Parcial; 3 = Filtrada; 4 = Cota cheia',
    ]);
    expect(entry('especialidade_other')?.slice(0, 3)).toEqual([
      'especialidade_other',
      'Especialidade - outro (texto)',
      'radiogroup (texto)',
    ]);
    // One dictionary row per data column, in the same order.
    expect(dictionary.slice(1).map((row) => row[0])).toEqual(data[0]);
    const labelled = await sheetRows((await exportOf('format=xlsx')).rawPayload, 'Dicionário');
    expect(labelled.length).toBe(dictionary.length);
  });

  it('builds the same variables and codes in memory for the SPSS writer', async () => {
    const dataset = await exportDataset(
      createResponsesRepository(app.db),
      fielded.campaign.id,
      'Onda de teste',
      ['complete', 'partial'],
    );
    const csv = csvRows((await exportOf('format=csv&labels=false&status=complete,partial')).body);
    expect(dataset.title).toBe('Onda de teste');
    expect(dataset.variables.map((variable) => variable.name)).toEqual(csv[0]);
    expect(dataset.rows).toHaveLength(2);
    const complete = dataset.rows.find((row) => row[0] === ids.complete);
    expect(complete?.map((cell) => (cell === null ? '' : String(cell)))).toEqual(
      csv.find((row) => row[0] === ids.complete),
    );
  });

  it("writes an SPSS .sav that PSPP reads back with the CSV export's variables, values and labels", async () => {
    requirePspp();
    const res = await exportOf('format=sav&status=complete,partial');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-spss-sav');
    expect(res.headers['content-disposition']).toMatch(/\.sav"$/);
    const dir = mkdtempSync(join(tmpdir(), 'export-sav-'));
    try {
      const savPath = join(dir, 'respostas.sav');
      writeFileSync(savPath, res.rawPayload);
      const csv = csvRows((await exportOf('format=csv&labels=false&status=complete,partial')).body);
      const { rows } = convertToCsv(savPath, dir);
      expect(rows[0]).toEqual(csv[0]);
      const header = csv[0] ?? [];
      const readBack = rows.find((row) => row[0] === ids.complete) ?? [];
      const exported = csv.find((row) => row[0] === ids.complete) ?? [];
      // Codes and texts agree cell by cell; PSPP shows a system-missing number as a blank.
      const cell = (value: string | undefined) => (value ?? '').trim();
      const compared = ['status', 'especialidade', 'matriz_eficacia', 'matriz_custo', 'fontes_1', 'motivo'];
      for (const name of compared) {
        const column = header.indexOf(name);
        expect(column, name).toBeGreaterThan(0);
        const [sav, csvCell] = [cell(readBack[column]), cell(exported[column])];
        expect(sav === csvCell || Number(sav) === Number(csvCell), `${name}: ${sav} vs ${csvCell}`).toBe(
          true,
        );
      }
      expect(compared.some((name) => cell(exported[header.indexOf(name)]) !== '')).toBe(true);
      const { text } = runSyntax(
        `GET FILE='${savPath}'.\nDISPLAY LABELS.\nDISPLAY DICTIONARY /VARIABLES=status especialidade.\n`,
        dir,
      );
      expect(text).toContain('Especialidade');
      expect(text).toContain('Cota cheia');
      expect(text).toContain('Cardiologia');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('export of dynamic matrices, dynamic panels and calculated values', () => {
  const {
    app,
    users: { staff },
  } = useTestApp({ roles: ['staff'] });
  let campaignId = '';

  const schema = {
    calculatedValues: [{ name: 'escore', expression: '{nota} * 2', includeIntoResult: true }],
    pages: [
      {
        name: 'p1',
        elements: [
          { type: 'rating', name: 'nota', title: 'Nota' },
          {
            type: 'matrixdynamic',
            name: 'receitas',
            title: 'Receitas',
            columns: [{ name: 'droga', cellType: 'text' }],
          },
          {
            type: 'paneldynamic',
            name: 'visitas',
            title: 'Visitas',
            templateElements: [
              { type: 'text', name: 'local' },
              {
                type: 'paneldynamic',
                name: 'exames',
                templateElements: [{ type: 'text', name: 'nome' }],
              },
            ],
          },
        ],
      },
    ],
  } as unknown as TSurveySchema;

  beforeAll(async () => {
    campaignId = (await fieldCampaign(app, staff, { schema })).campaign.id;
    // Stored straight away: this test is about the export's columns, not about answer validation.
    const version = await app.db.query<{ id: string }>(
      `SELECT v.id FROM survey_versions v JOIN campaigns c ON c.survey_id = v.survey_id WHERE c.id = $1`,
      [campaignId],
    );
    const answers = [
      {
        nota: 3,
        escore: 6,
        receitas: [{ droga: 'A' }, { droga: 'B' }, { droga: 'C' }],
        visitas: [{ local: 'SP', exames: [{ nome: 'x' }, { nome: 'y' }] }, { local: 'RJ' }],
      },
      { nota: 1, escore: 2, receitas: [{ droga: 'D' }], visitas: 'não é lista' },
    ];
    for (const [index, item] of answers.entries()) {
      await app.db.query(
        `INSERT INTO responses (campaign_id, survey_version_id, status, answers, completed_at, resume_token_hash)
         VALUES ($1, $2, 'complete', $3::jsonb, now(), $4)`,
        [campaignId, version.rows[0]?.id, JSON.stringify(item), `hash-${index}-${randomUUID()}`],
      );
    }
  });

  it('gives each row seen its own columns, nested panels too, and numeric calculated values', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/campaigns/${campaignId}/export?labels=false`,
      headers: staff.auth,
    });
    const [header, ...rows] = csvRows(res.body);
    expect(header?.slice(7)).toEqual([
      'nota',
      'receitas_1_droga',
      'receitas_2_droga',
      'receitas_3_droga',
      'visitas_1_local',
      'visitas_1_exames_1_nome',
      'visitas_1_exames_2_nome',
      'visitas_2_local',
      'visitas_2_exames_1_nome',
      'visitas_2_exames_2_nome',
      'escore',
    ]);
    const first = rows.find((row) => row[7] === '3');
    expect(first?.slice(8)).toEqual(['A', 'B', 'C', 'SP', 'x', 'y', 'RJ', '', '', '6']);
    const second = rows.find((row) => row[7] === '1');
    expect(second?.slice(8)).toEqual(['D', '', '', '', '', '', '', '', '', '2']);
  });
});
