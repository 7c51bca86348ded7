import { randomUUID } from 'node:crypto';
import type { TSurveySchema } from '@pesquisemais/shared';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { corpusSurvey } from '../../../test/fixtures/surveys';
import { fieldCampaign, startResponse } from '../../../test/survey-factories';
import { useTestApp } from '../../../test/test-app';

/** What the player sends for panel-matrix-totals: survey-core adds the matrix's totals to the panel entry. */
const PANEL_MATRIX_ANSWERS = {
  visitas: [
    {
      'doses-total': { unidades: 24 },
      doses: { manha: { unidades: 10 }, noite: { unidades: 14 } },
      adesao: 'other',
      'adesao-Comment': 'Esquece no fim de semana',
    },
  ],
  turnos: { semana: { aplica: ['manha', 'noite'] }, fds: { aplica: ['noite'] } },
};

/** Answers SurveyJS itself produces, refused before the server checked them with survey-core. */
const CASES: [string, Record<string, unknown>][] = [
  [
    'pharma-ptbr',
    {
      especialidade: 'endocrino',
      atua_consultorio: true,
      pacientes_total: 300,
      pacientes_dm2: 120,
      classes: ['metformina', 'isglt2'],
      classe_preferida: 'isglt2',
      atributos: { eficacia: 5, seguranca: 4, custo: 2 },
      nps: 9,
      canais: ['E-mail', 'Congresso local'],
      pacientes_dm2_pct: 40,
    },
  ],
  ['dropdown-choices-min-max', { anos_formado: 12, pacientes_semana: 70, plantao: 'nenhum' }],
  ['store-others-false', { marca: 'Delta', motivos: ['Preço', 'Amostras grátis'], laboratorio: 'Lab Z' }],
  ['tagbox', { medicamentos: ['Insulina'], comorbidades: ['Asma'], cidade: 'Recife' }],
  ['imagepicker', { embalagem: 'gato', embalagens: ['leao', 'cao'] }],
  ['value-name', { nome_medico: 'Dra. Ana', genero: 'Feminino' }],
  ['triggers', { atua: 'sim', perfil: 'especialista', segmento: 'A', pacientes: 10, pacientes_ano: 120 }],
  ['calculated-values', { idade: 40, peso: 80, altura: 180, imc: 24.69, elegivel: true }],
  ['panel-matrix-totals', PANEL_MATRIX_ANSWERS],
];

describe('answers the player produces are accepted', () => {
  const {
    app,
    users: { staff },
  } = useTestApp({ roles: ['staff'] });

  it.each(CASES)('%s: completes, and a tampered value is still refused', async (id, answers) => {
    const schema = corpusSurvey(id).schema as TSurveySchema;
    const { campaign } = await fieldCampaign(app, staff, { schema });
    const user = await buildUser(app, { role: 'user' });
    const started = await startResponse(app, user.auth, campaign.id);
    const url = `/api/survey-player/responses/${started.id}/complete`;
    const tampered = await app.inject({
      method: 'POST',
      url,
      headers: user.auth,
      payload: { answers: { ...answers, campo_inventado: 1 }, idempotencyKey: randomUUID() },
    });
    expect(tampered.statusCode).toBe(422);
    expect(tampered.json().error.fields.campo_inventado).toBe('Pergunta desconhecida neste questionário.');
    const res = await app.inject({
      method: 'POST',
      url,
      headers: user.auth,
      payload: { answers, idempotencyKey: randomUUID() },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().status).toBe('complete');
    const stored = await app.inject({
      method: 'GET',
      url: `/api/responses/${started.id}`,
      headers: staff.auth,
    });
    expect(stored.json().answers).toEqual(answers);
  });
});

describe('a questionnaire is stored as given', () => {
  const {
    app,
    users: { staff },
  } = useTestApp({ roles: ['staff'] });

  it("keeps the author's key order, so a matrix's checkbox cells (cellType before columns) export every choice", async () => {
    const schema = corpusSurvey('panel-matrix-totals').schema as TSurveySchema;
    const { survey, campaign } = await fieldCampaign(app, staff, { schema });
    const stored = await app.inject({ method: 'GET', url: `/api/surveys/${survey.id}`, headers: staff.auth });
    const turnos = stored.json().schema.pages[1].elements[0];
    expect(Object.keys(turnos)).toEqual(['type', 'name', 'title', 'cellType', 'choices', 'columns', 'rows']);

    const user = await buildUser(app, { role: 'user' });
    const started = await startResponse(app, user.auth, campaign.id);
    const done = await app.inject({
      method: 'POST',
      url: `/api/survey-player/responses/${started.id}/complete`,
      headers: user.auth,
      payload: { answers: PANEL_MATRIX_ANSWERS, idempotencyKey: randomUUID() },
    });
    expect(done.statusCode, done.body).toBe(200);
    const exported = await app.inject({
      method: 'GET',
      url: `/api/campaigns/${campaign.id}/export?labels=false`,
      headers: staff.auth,
    });
    // A ';'-separated CSV with a BOM; each checkbox cell is one 0/1 column per choice.
    const [header = '', row = ''] = exported.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split(/\r?\n/);
    const values = row.split(';');
    const exportedTurnos = header
      .split(';')
      .map((name, index) => [name, values[index]])
      .filter(([name]) => name?.startsWith('turnos_'));
    expect(Object.fromEntries(exportedTurnos)).toEqual({
      turnos_semana_aplica_1: '1',
      turnos_semana_aplica_2: '1',
      turnos_fds_aplica_1: '0',
      turnos_fds_aplica_2: '1',
    });
  });
});
