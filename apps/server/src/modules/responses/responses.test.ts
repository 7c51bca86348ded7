import { randomUUID } from 'node:crypto';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../test/factories';
import {
  type FieldedCampaign,
  fieldCampaign,
  startResponse,
  VALID_ANSWERS,
} from '../../../test/survey-factories';
import { useTestApp } from '../../../test/test-app';

describe('responses for staff', () => {
  const { app } = useTestApp();
  let staff: BuiltUser;
  let fielded: FieldedCampaign;
  const ids: string[] = [];

  const submit = async (answers: Record<string, unknown>) => {
    const user = await buildUser(app);
    const started = await startResponse(app, user.auth, fielded.campaign.id);
    const res = await app.inject({
      method: 'POST',
      url: `/api/survey-player/responses/${started.id}/complete`,
      headers: user.auth,
      payload: { answers, idempotencyKey: randomUUID() },
    });
    expect(res.json().status).toBe('complete');
    ids.push(started.id);
    return started.id;
  };

  beforeAll(async () => {
    staff = await buildUser(app, { role: 'staff', displayName: 'Revisora' });
    fielded = await fieldCampaign(app, staff, {
      targets: [{ name: 'Cardiologia', condition: "{especialidade} = 'cardiologia'", goal: 50 }],
    });
    await submit({ ...VALID_ANSWERS, matriz: { eficacia: 2, custo: 1 }, fontes: ['congressos', 'revistas'] });
    await submit({
      ...VALID_ANSWERS,
      especialidade: 'other',
      'especialidade-Comment': 'Nefro; "renal"',
      anos: 3,
    });
    await startResponse(app, (await buildUser(app)).auth, fielded.campaign.id);
  });

  const targets = async () =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/campaigns/${fielded.campaign.id}/targets`,
        headers: staff.auth,
      })
    ).json().targets[0].completes as number;

  it('lists with status filters and refuses other roles', async () => {
    const url = `/api/campaigns/${fielded.campaign.id}/responses`;
    expect((await app.inject({ method: 'GET', url, headers: staff.auth })).json().total).toBe(3);
    expect(
      (await app.inject({ method: 'GET', url: `${url}?status=complete`, headers: staff.auth })).json().total,
    ).toBe(2);
    const today = new Date().toISOString().slice(0, 10);
    expect(
      (
        await app.inject({ method: 'GET', url: `${url}?from=${today}&to=${today}`, headers: staff.auth })
      ).json().total,
    ).toBe(3);
    expect(
      (
        await app.inject({ method: 'GET', url: `${url}?from=2000-01-01&to=2000-01-02`, headers: staff.auth })
      ).json().total,
    ).toBe(0);
    const user = await buildUser(app);
    expect((await app.inject({ method: 'GET', url, headers: user.auth })).statusCode).toBe(403);
  });

  it('corrects an answer with an audit trail and refuses invalid corrections', async () => {
    const id = ids[0] as string;
    const url = `/api/responses/${id}`;
    const fixed = await app.inject({
      method: 'PATCH',
      url,
      headers: staff.auth,
      payload: { answers: { anos: 15 }, reason: 'Confirmado por telefone' },
    });
    expect(fixed.statusCode).toBe(200);
    expect(fixed.json().answers.anos).toBe(15);
    expect(fixed.json().audit[0]).toMatchObject({
      field: 'anos',
      oldValue: 12,
      newValue: 15,
      reason: 'Confirmado por telefone',
      changedBy: 'Revisora',
    });
    const invalid = await app.inject({
      method: 'PATCH',
      url,
      headers: staff.auth,
      payload: { answers: { anos: 99 }, reason: 'Erro' },
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().error.fields.anos).toBe('O valor máximo é 60.');
    const removeRequired = await app.inject({
      method: 'PATCH',
      url,
      headers: staff.auth,
      payload: { answers: { anos: null }, reason: 'Apagar' },
    });
    expect(removeRequired.statusCode).toBe(422);
    const after = await app.inject({ method: 'GET', url, headers: staff.auth });
    expect(after.json().answers.anos).toBe(15);
    expect(after.json().audit).toHaveLength(1);
  });

  it('exports CSV with BOM, ; separator, one column per question, labels or codes', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/campaigns/${fielded.campaign.id}/export?format=csv&labels=false`,
      headers: staff.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      // Wide layout: a status column, the 'other' text apart, one 0/1 column per checkbox choice; the
      // question 'inicio' meets the response's own 'inicio' and gets a unique name.
      'id;versao;inicio;conclusao;entrevista;entrevistador;status;profissao;especialidade;especialidade_other;anos;nota;inicio_2;matriz_eficacia;matriz_custo;fontes_1;fontes_2;motivo',
    );
    expect(lines).toHaveLength(3);
    const first = lines.find((line) => line.startsWith(ids[0] as string)) as string;
    // Start and completion in São Paulo time with the offset (ISO 8601), never UTC.
    const [, , started, completed] = first.split(';');
    expect(started).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-03:00$/);
    expect(completed).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}-03:00$/);
    // Numeric codes: choices in the questionnaire's order (medico 1, cardiologia 1), numeric values as is.
    expect(first.split(';').slice(6)).toEqual(['1', '1', '1', '', '15', '4', '', '2', '1', '1', '1', '']);
    const labelled = await app.inject({
      method: 'GET',
      url: `/api/campaigns/${fielded.campaign.id}/export`,
      headers: staff.auth,
    });
    const rows = labelled.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(rows[0]).toContain(
      'Qual é a sua profissão?;Especialidade;Especialidade - outro (texto);Anos de prática',
    );
    expect(rows[0]).toContain('Avalie - Eficácia;Avalie - Custo');
    const labelledFirst = rows.find((line) => line.startsWith(ids[0] as string)) as string;
    expect(rows[0]?.split(';')[4]).toBe('Entrevista');
    expect(labelledFirst.split(';')[4]).toBe('Não');
    expect(labelledFirst).toContain('Completa;Médico(a);Cardiologia;;15;4;;Bom;Ruim');
    expect(labelled.body).toContain('Outro;"Nefro; ""renal""";3;');
  });

  it('exports XLSX that exceljs can open with every complete row', async () => {
    const res = await app.inject({
      method: 'GET',
      url: `/api/campaigns/${fielded.campaign.id}/export?format=xlsx`,
      headers: staff.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Respostas');
    expect(sheet?.rowCount).toBe(3);
    expect(sheet?.getRow(1).getCell(8).value).toBe('Qual é a sua profissão?');
    const values = [sheet?.getRow(2).getCell(8).value, sheet?.getRow(3).getCell(8).value];
    expect(values).toEqual(['Médico(a)', 'Médico(a)']);
  });

  it('soft deletes: gone from lists and export, and the target count goes back', async () => {
    expect(await targets()).toBe(1);
    const id = ids[0] as string;
    const del = await app.inject({ method: 'DELETE', url: `/api/responses/${id}`, headers: staff.auth });
    expect(del.statusCode).toBe(204);
    expect(await targets()).toBe(0);
    expect(
      (await app.inject({ method: 'GET', url: `/api/responses/${id}`, headers: staff.auth })).statusCode,
    ).toBe(404);
    const list = await app.inject({
      method: 'GET',
      url: `/api/campaigns/${fielded.campaign.id}/responses?status=complete`,
      headers: staff.auth,
    });
    expect(list.json().total).toBe(1);
    const csv = await app.inject({
      method: 'GET',
      url: `/api/campaigns/${fielded.campaign.id}/export`,
      headers: staff.auth,
    });
    expect(csv.body.trim().split('\r\n')).toHaveLength(2);
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/responses/${id}`, headers: staff.auth })).statusCode,
    ).toBe(404);
  });
});
