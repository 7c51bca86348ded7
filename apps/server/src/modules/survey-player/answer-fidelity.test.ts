import { randomUUID } from 'node:crypto';
import type { TSurveySchema } from '@pesquisemais/shared';
import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { corpusSurvey } from '../../../test/fixtures/surveys';
import { fieldCampaign, startResponse } from '../../../test/survey-factories';
import { useTestApp } from '../../../test/test-app';

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
