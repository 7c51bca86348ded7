import { randomUUID } from 'node:crypto';
import type { TCampaign, TStartedResponse, TSurvey, TSurveySchema, TTarget } from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import { type BuiltUser, buildUser } from './factories';

/** A small medical questionnaire covering the validated question types and a screen-out. */
export const SAMPLE_SCHEMA: TSurveySchema = {
  title: 'Pesquisa de teste',
  pages: [
    {
      name: 'perfil',
      elements: [
        {
          type: 'radiogroup',
          name: 'profissao',
          title: 'Qual é a sua profissão?',
          isRequired: true,
          choices: [
            { value: 'medico', text: 'Médico(a)' },
            { value: 'enfermeiro', text: 'Enfermeiro(a)' },
          ],
        },
        {
          type: 'radiogroup',
          name: 'especialidade',
          title: 'Especialidade',
          isRequired: true,
          showOtherItem: true,
          choices: [
            { value: 'cardiologia', text: 'Cardiologia' },
            { value: 'clinica_geral', text: 'Clínica geral' },
          ],
        },
        {
          type: 'text',
          name: 'anos',
          title: 'Anos de prática',
          inputType: 'number',
          min: 0,
          max: 60,
          isRequired: true,
        },
      ],
    },
    {
      name: 'opiniao',
      elements: [
        { type: 'rating', name: 'nota', title: 'Nota', rateMin: 1, rateMax: 5 },
        { type: 'text', name: 'inicio', title: 'Início', inputType: 'date' },
        {
          type: 'matrix',
          name: 'matriz',
          title: 'Avalie',
          rows: [
            { value: 'eficacia', text: 'Eficácia' },
            { value: 'custo', text: 'Custo' },
          ],
          columns: [
            { value: 1, text: 'Ruim' },
            { value: 2, text: 'Bom' },
          ],
        },
        { type: 'checkbox', name: 'fontes', title: 'Fontes', choices: ['congressos', 'revistas'] },
        {
          type: 'comment',
          name: 'motivo',
          title: 'Por quê?',
          visibleIf: '{nota} <= 2',
          isRequired: true,
        },
      ],
    },
  ],
  triggers: [{ type: 'complete', expression: "{profissao} <> 'medico'" }],
};

export const VALID_ANSWERS = { profissao: 'medico', especialidade: 'cardiologia', anos: 12, nota: 4 };

export async function createSurvey(
  app: FastifyInstance,
  staff: BuiltUser,
  schema = SAMPLE_SCHEMA,
): Promise<TSurvey> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/surveys',
    headers: staff.auth,
    payload: { title: 'Percepção de tratamentos', category: 'Cardiologia', schema },
  });
  if (res.statusCode !== 201) throw new Error(`createSurvey: ${res.statusCode} ${res.body}`);
  return res.json();
}

export interface FieldedCampaign {
  survey: TSurvey;
  campaign: TCampaign;
  targets: TTarget[];
}

/** Creates, publishes and fields a campaign with the given targets. */
export async function fieldCampaign(
  app: FastifyInstance,
  staff: BuiltUser,
  options: {
    mode?: 'web' | 'interview' | 'both';
    targets?: { name: string; condition: string; goal: number }[];
    schema?: TSurveySchema;
    /** Offered to every signed-in user (default here, so any test user may answer); false: invited only. */
    isOpenToPanel?: boolean;
    oneResponsePerUser?: boolean;
  } = {},
): Promise<FieldedCampaign> {
  const survey = await createSurvey(app, staff, options.schema);
  const publish = await app.inject({
    method: 'POST',
    url: `/api/surveys/${survey.id}/publish`,
    headers: staff.auth,
  });
  if (publish.statusCode !== 201) throw new Error(`publish: ${publish.body}`);
  const created = await app.inject({
    method: 'POST',
    url: '/api/campaigns',
    headers: staff.auth,
    payload: {
      surveyId: survey.id,
      name: 'Onda de teste',
      mode: options.mode ?? 'both',
      isOpenToPanel: options.isOpenToPanel ?? true,
      oneResponsePerUser: options.oneResponsePerUser ?? true,
    },
  });
  if (created.statusCode !== 201) throw new Error(`campaign: ${created.body}`);
  const campaignId = created.json().id as string;
  const targets: TTarget[] = [];
  for (const target of options.targets ?? []) {
    const res = await app.inject({
      method: 'POST',
      url: `/api/campaigns/${campaignId}/targets`,
      headers: staff.auth,
      payload: target,
    });
    if (res.statusCode !== 201) throw new Error(`target: ${res.body}`);
    targets.push(res.json());
  }
  const fielded = await app.inject({
    method: 'POST',
    url: `/api/campaigns/${campaignId}/status`,
    headers: staff.auth,
    payload: { status: 'fielding' },
  });
  if (fielded.statusCode !== 200) throw new Error(`status: ${fielded.body}`);
  return { survey, campaign: fielded.json(), targets };
}

export async function startResponse(
  app: FastifyInstance,
  headers: Record<string, string>,
  campaignId: string,
  payload: Record<string, unknown> = {},
): Promise<TStartedResponse> {
  const res = await app.inject({
    method: 'POST',
    url: `/api/survey-player/campaigns/${campaignId}/responses`,
    headers,
    payload,
  });
  if (res.statusCode !== 201) throw new Error(`start: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A new signed-in respondent answers the campaign's survey and finishes it; answers the ended response. */
export async function submitAnswers(
  app: FastifyInstance,
  campaignId: string,
  answers: Record<string, unknown>,
): Promise<{ id: string; status: string; body: string }> {
  const user = await buildUser(app);
  const started = await startResponse(app, user.auth, campaignId);
  const res = await app.inject({
    method: 'POST',
    url: `/api/survey-player/responses/${started.id}/complete`,
    headers: user.auth,
    payload: { answers, idempotencyKey: randomUUID() },
  });
  return { id: started.id, status: res.json().status, body: res.body };
}

/** A respondent completes the campaign's survey with these answers. */
export async function submitComplete(
  app: FastifyInstance,
  campaignId: string,
  answers: Record<string, unknown>,
) {
  const submitted = await submitAnswers(app, campaignId, answers);
  if (submitted.status !== 'complete') throw new Error(`submit: ${submitted.body}`);
  return submitted.id;
}
