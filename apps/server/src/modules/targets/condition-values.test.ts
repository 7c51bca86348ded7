import { randomUUID } from 'node:crypto';
import type { TSurveySchema, TTarget } from '@pesquisemais/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import {
  createSurvey,
  type FieldedCampaign,
  fieldCampaign,
  startResponse,
} from '../../../test/survey-factories';
import { useTestApp } from '../../../test/test-app';
import { auditSavedConditions } from './condition-audit';

const SCHEMA: TSurveySchema = {
  pages: [
    {
      name: 'p1',
      elements: [
        { type: 'boolean', name: 'prescreve', title: 'Prescreve', isRequired: true },
        {
          type: 'radiogroup',
          name: 'especialidade',
          title: 'Especialidade',
          choices: [
            { value: 'cardio', text: 'Cardiologia' },
            { value: 'clinica', text: 'Clínica geral' },
          ],
        },
      ],
    },
  ],
};

describe('conditions compare questions with values they can take', () => {
  const {
    app,
    users: { staff },
  } = useTestApp({ roles: ['staff'] });
  let fielded: FieldedCampaign;

  beforeAll(async () => {
    fielded = await fieldCampaign(app, staff, {
      schema: SCHEMA,
      targets: [
        { name: 'Prescritores', condition: '{prescreve} = true', goal: 2 },
        { name: 'Não prescritores', condition: '{prescreve} = false', goal: 2 },
        { name: 'Clínicos', condition: "{especialidade} = 'clinica'", goal: 2 },
      ],
    });
  });

  const targetsOf = async (headers: Record<string, string> = staff.auth, query = '') =>
    (
      await app.inject({
        method: 'GET',
        url: `/api/campaigns/${fielded.campaign.id}/targets${query}`,
        headers,
      })
    ).json().targets as TTarget[];
  const byName = (targets: TTarget[], name: string) => targets.find((target) => target.name === name);

  it("counts a 'Não' respondent in the false target and a choice in its own target", async () => {
    const user = await buildUser(app, { role: 'user' });
    const started = await startResponse(app, user.auth, fielded.campaign.id);
    const done = await app.inject({
      method: 'POST',
      url: `/api/survey-player/responses/${started.id}/complete`,
      headers: user.auth,
      payload: { answers: { prescreve: false, especialidade: 'clinica' }, idempotencyKey: randomUUID() },
    });
    expect(done.json().status).toBe('complete');
    const targets = await targetsOf();
    expect(byName(targets, 'Não prescritores')?.completes).toBe(1);
    expect(byName(targets, 'Prescritores')?.completes).toBe(0);
    expect(byName(targets, 'Clínicos')?.completes).toBe(1);
  });

  it('shows conditions in words, with titles and labels', async () => {
    const targets = await targetsOf();
    expect(byName(targets, 'Prescritores')).toMatchObject({
      conditionText: 'Prescreve = Sim',
      conditionProblem: null,
    });
    expect(byName(targets, 'Não prescritores')?.conditionText).toBe('Prescreve = Não');
    expect(byName(targets, 'Clínicos')?.conditionText).toBe('Especialidade = Clínica geral');
  });

  it('refuses a target comparing a question with a value it cannot take (422, naming the question)', async () => {
    const url = `/api/campaigns/${fielded.campaign.id}/targets`;
    const empty = await app.inject({
      method: 'POST',
      url,
      headers: staff.auth,
      payload: { name: 'Vazio', condition: "{prescreve} = ''", goal: 1 },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().error.message).toContain('"Prescreve"');
    const choice = await app.inject({
      method: 'POST',
      url,
      headers: staff.auth,
      payload: { name: 'Pediatria', condition: "{especialidade} = 'pediatria'", goal: 1 },
    });
    expect(choice.statusCode).toBe(422);
    expect(choice.json().error.message).toContain('"Especialidade"');
    const target = byName(await targetsOf(), 'Prescritores') as TTarget;
    const patch = await app.inject({
      method: 'PATCH',
      url: `${url}/${target.id}`,
      headers: staff.auth,
      payload: { condition: "{prescreve} = 'talvez'" },
    });
    expect(patch.statusCode).toBe(422);
    expect(byName(await targetsOf(), 'Prescritores')?.condition).toBe('{prescreve} = true');
  });

  it('refuses skip logic comparing a question with a value it cannot take', async () => {
    const bad = structuredClone(SCHEMA);
    bad.pages[0]?.elements.push({
      type: 'text',
      name: 'marca',
      title: 'Marca',
      visibleIf: "{prescreve} = ''",
    });
    const res = await app.inject({
      method: 'POST',
      url: '/api/surveys',
      headers: staff.auth,
      payload: { title: 'Com condição ruim', schema: bad },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toContain('"Prescreve"');
    const good = structuredClone(SCHEMA);
    good.pages[0]?.elements.push({
      type: 'text',
      name: 'marca',
      title: 'Marca',
      visibleIf: '{prescreve} = true',
    });
    await expect(createSurvey(app, staff, good)).resolves.toMatchObject({
      title: 'Percepção de tratamentos',
    });
  });

  it('reports targets and skip logic already saved with such values (startup check, targets API)', async () => {
    await app.db.query(
      `INSERT INTO targets (campaign_id, name, condition, goal) VALUES ($1, 'Antiga', '{prescreve} = ''''', 2)`,
      [fielded.campaign.id],
    );
    const bad = structuredClone(SCHEMA);
    bad.pages[0]?.elements.push({ type: 'text', name: 'marca', visibleIf: "{especialidade} = 'x'" });
    await app.db.query('UPDATE surveys SET schema = $2::jsonb WHERE id = $1', [
      fielded.survey.id,
      JSON.stringify(bad),
    ]);
    const old = byName(await targetsOf(), 'Antiga');
    expect(old?.conditionProblem).toContain('"Prescreve"');
    const share = fielded.campaign.shareToken as string;
    expect(byName(await targetsOf({}, `?share=${share}`), 'Antiga')?.conditionProblem).toBeNull();

    const warnings: unknown[] = [];
    const log = { ...app.log, warn: (finding: unknown) => void warnings.push(finding) } as typeof app.log;
    const findings = await auditSavedConditions(app.db, log);
    expect(findings).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'target', id: old?.id, where: 'Onda de teste / Antiga' }),
        expect.objectContaining({ kind: 'survey', id: fielded.survey.id }),
      ]),
    );
    expect(findings.find((item) => item.kind === 'survey')?.problem).toContain('"Especialidade"');
    expect(warnings).toHaveLength(findings.length);
  });
});
