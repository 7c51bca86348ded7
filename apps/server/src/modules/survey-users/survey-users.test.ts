import { randomUUID } from 'node:crypto';
import {
  PANEL_MESSAGES,
  panelEmailTakenBy,
  RESPONDENT_MESSAGES,
  type TPanelList,
  type TPanelParticipation,
  type TRole,
} from '@pesquisemais/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { fieldCampaign, startResponse, VALID_ANSWERS } from '../../../test/survey-factories';
import { importCsv } from '../../../test/survey-users-factories';
import { useTestApp } from '../../../test/test-app';

describe('respondent panel', () => {
  const {
    app,
    users: { admin },
  } = useTestApp({ roles: ['admin'] });
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    await importCsv(app, admin, [
      'Nome;E-mail;Telefone;Especialidade;Região;CRM;Consentimento',
      'Ana Souza;ana@painel.com.br;11 98888-0001;Cardiologia;Sudeste;1001-SP;sim',
      'Bruno Souza;bruno@painel.com.br;;cardiologia;Sul;2002-RS;não',
      'Carla Dias;carla@painel.com.br;21 97777-0003;Pediatria;Sudeste;3003-RJ;sim',
      'Davi Reis;davi@painel.com.br;;Oncologia;;4004-BA;sim',
    ]);
    const list = await get<TPanelList>('/api/survey-users/respondents?pageSize=100');
    for (const item of list.items) ids[item.email.split('@')[0] as string] = item.id;
  });

  async function get<T>(url: string, user = admin): Promise<T> {
    const res = await app.inject({ method: 'GET', url, headers: user.auth });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  }
  const names = async (query: string) =>
    (await get<TPanelList>(`/api/survey-users/respondents?${query}`)).items.map((item) => item.name);
  const patch = (id: string | undefined, payload: Record<string, unknown>) =>
    app.inject({ method: 'PATCH', url: `/api/survey-users/respondents/${id}`, headers: admin.auth, payload });

  it('lists with search, attribute filters (any letter case), flags and pages', async () => {
    expect(await names('')).toEqual(['Ana Souza', 'Bruno Souza', 'Carla Dias', 'Davi Reis']);
    expect(await names('q=souza')).toEqual(['Ana Souza', 'Bruno Souza']);
    expect(await names('q=97777')).toEqual(['Carla Dias']);
    expect(await names('attr=especialidade:Cardiologia')).toEqual(['Ana Souza', 'Bruno Souza']);
    expect(await names('attr=especialidade:cardiologia&attr=regiao:sul')).toEqual(['Bruno Souza']);
    expect(await names('attr=crm:3003-RJ')).toEqual(['Carla Dias']);
    expect(await names('attr=regiao:Norte')).toEqual([]);
    expect(await names('consent=false')).toEqual(['Bruno Souza']);
    expect(await names('consent=true&q=souza')).toEqual(['Ana Souza']);
    const paged = await get<TPanelList>('/api/survey-users/respondents?page=2&pageSize=3');
    expect(paged).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(paged.items.map((item) => item.name)).toEqual(['Davi Reis']);
    const bad = await app.inject({
      method: 'GET',
      url: '/api/survey-users/respondents?attr=Sem-Dois-Pontos',
      headers: admin.auth,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe(PANEL_MESSAGES.invalidFilter);
  });

  it('lists attribute keys with their values for the filters', async () => {
    const { items } = await get<{ items: { key: string; count: number; values: unknown[] }[] }>(
      '/api/survey-users/attributes',
    );
    expect(items.map((item) => item.key)).toEqual(['crm', 'especialidade', 'regiao']);
    expect(items.find((item) => item.key === 'regiao')).toMatchObject({
      count: 3,
      distinctCount: 2,
      values: [
        { value: 'Sudeste', count: 2 },
        { value: 'Sul', count: 1 },
      ],
    });
  });

  it('edits a respondent; another respondent’s e-mail is a 409', async () => {
    const res = await patch(ids.davi, {
      name: 'Davi Reis Filho',
      phone: '71 95555-0004',
      attributes: { especialidade: 'Oncologia', regiao: 'Nordeste' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Davi Reis Filho',
      email: 'davi@painel.com.br',
      phone: '71 95555-0004',
      attributes: { especialidade: 'Oncologia', regiao: 'Nordeste' },
    });
    const taken = await patch(ids.davi, { email: 'ANA@painel.com.br' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(RESPONDENT_MESSAGES.emailInUse);
    expect((await patch(ids.davi, { email: 'DAVI.REIS@painel.com.br' })).json().email).toBe(
      'davi.reis@painel.com.br',
    );
    const empty = await patch(ids.davi, {});
    expect([empty.statusCode, empty.json().error.message]).toEqual([400, PANEL_MESSAGES.nothingToChange]);
    const badKey = await patch(ids.davi, { attributes: { 'Região!': 'x' } });
    expect(badKey.statusCode).toBe(400);
    expect((await patch(randomUUID(), { name: 'Ninguém' })).statusCode).toBe(404);
    const one = await get<{ name: string }>(`/api/survey-users/respondents/${ids.davi}`);
    expect(one.name).toBe('Davi Reis Filho');
  });

  it('records when consent is given and when a respondent opts out; an opted-out one is never invited', async () => {
    const staff = await buildUser(app, { role: 'staff' });
    const { campaign } = await fieldCampaign(app, staff);
    const invite = () =>
      app.inject({
        method: 'POST',
        url: `/api/campaigns/${campaign.id}/invitations`,
        headers: admin.auth,
        payload: { respondentIds: [ids.bruno] },
      });
    const before = await invite();
    expect(before.statusCode).toBe(201);

    const consented = (await patch(ids.bruno, { consent: true })).json();
    expect(consented.consentAt).not.toBeNull();
    const out = (await patch(ids.bruno, { optedOut: true })).json();
    expect(out).toMatchObject({ optedOut: true, consent: true });
    expect(out.optedOutAt).not.toBeNull();
    expect(out.optedOutSource).toBe('equipe, no cadastro do painel');
    const again = (await patch(ids.bruno, { optedOut: true, name: 'Bruno S.' })).json();
    expect(again.optedOutAt).toBe(out.optedOutAt);
    expect(await names('optedOut=true')).toEqual(['Bruno S.']);

    const refused = await invite();
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.message).toContain(RESPONDENT_MESSAGES.optedOut);
    // The link sent before the opt-out stops working too.
    const exchange = await app.inject({
      method: 'POST',
      url: '/api/survey-player/invitations/exchange',
      payload: { token: before.json()[0].token },
    });
    expect(exchange.statusCode).toBe(401);

    const back = (await patch(ids.bruno, { optedOut: false, consent: false })).json();
    expect(back).toMatchObject({
      optedOut: false,
      optedOutAt: null,
      optedOutSource: null,
      consent: false,
      consentAt: null,
    });
    expect((await invite()).statusCode).toBe(201);
  });

  it("shows a respondent's participation history with campaign names, statuses and dates", async () => {
    const staff = await buildUser(app, { role: 'staff' });
    const first = await fieldCampaign(app, staff);
    const second = await fieldCampaign(app, staff);
    const invite = async (campaignId: string) => {
      const res = await app.inject({
        method: 'POST',
        url: `/api/campaigns/${campaignId}/invitations`,
        headers: admin.auth,
        payload: { respondentIds: [ids.carla] },
      });
      return res.json()[0].token as string;
    };
    const token = await invite(first.campaign.id);
    const session = await app.inject({
      method: 'POST',
      url: '/api/survey-player/invitations/exchange',
      payload: { token },
    });
    const auth = { authorization: `Bearer ${session.json().access_token}` };
    const started = await startResponse(app, auth, first.campaign.id);
    const done = await app.inject({
      method: 'POST',
      url: `/api/survey-player/responses/${started.id}/complete`,
      headers: auth,
      payload: { answers: VALID_ANSWERS, idempotencyKey: randomUUID() },
    });
    expect(done.json().status).toBe('complete');
    await invite(second.campaign.id);

    const history = await get<{ items: TPanelParticipation[]; total: number }>(
      `/api/survey-users/respondents/${ids.carla}/history`,
    );
    expect(history.total).toBe(2);
    const [latest, earlier] = history.items;
    expect(latest).toMatchObject({
      campaignId: second.campaign.id,
      campaignName: 'Onda de teste',
      invitationStatus: 'queued',
      responseId: null,
      responseStatus: null,
    });
    expect(earlier).toMatchObject({
      campaignId: first.campaign.id,
      invitationStatus: 'completed',
      responseId: started.id,
      responseStatus: 'complete',
      isInterview: false,
    });
    expect(earlier?.openedAt).not.toBeNull();
    expect(earlier?.completedAt).not.toBeNull();
    const listed = await get<TPanelList>(`/api/survey-users/respondents?q=carla`);
    expect(listed.items[0]).toMatchObject({ invitationCount: 2, completeCount: 1 });
    const paged = await get<{ items: unknown[]; total: number }>(
      `/api/survey-users/respondents/${ids.carla}/history?pageSize=1&page=2`,
    );
    expect([paged.items.length, paged.total]).toEqual([1, 2]);
    const missing = await app.inject({
      method: 'GET',
      url: `/api/survey-users/respondents/${randomUUID()}/history`,
      headers: admin.auth,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps the panel to the interview group (staff and user 403, guest 401)', async () => {
    const urls = [
      '/api/survey-users/respondents',
      '/api/survey-users/attributes',
      `/api/survey-users/respondents/${ids.ana}`,
    ];
    for (const role of ['staff', 'user'] satisfies TRole[]) {
      const user = await buildUser(app, { role });
      for (const url of urls) {
        const res = await app.inject({ method: 'GET', url, headers: user.auth });
        expect(res.statusCode, `${role} ${url}`).toBe(403);
      }
      expect(
        (
          await app.inject({
            method: 'PATCH',
            url: urls[2] as string,
            headers: user.auth,
            payload: { name: 'X Y' },
          })
        ).statusCode,
      ).toBe(403);
    }
    for (const url of urls) expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
    for (const role of ['interview', 'master'] satisfies TRole[]) {
      const user = await buildUser(app, { role });
      expect((await get<TPanelList>('/api/survey-users/respondents', user)).total).toBe(4);
    }
  });

  it('adds one member by hand with the import rules, refuses an e-mail already in the panel naming who has it, and removes one (issue 35)', async () => {
    const post = (payload: Record<string, unknown>, user = admin) =>
      app.inject({ method: 'POST', url: '/api/survey-users/respondents', headers: user.auth, payload });
    const added = await post({
      name: 'Elisa Prado',
      email: 'Elisa@Painel.com.br',
      attributes: { especialidade: 'Cardiologia' },
      consent: true,
    });
    expect(added.statusCode).toBe(201);
    const elisa = added.json();
    expect(elisa).toMatchObject({
      name: 'Elisa Prado',
      email: 'elisa@painel.com.br',
      consent: true,
      phone: '',
    });
    expect(elisa.consentAt).not.toBeNull();
    // Without a consent, as an import without the column: no consent, no date.
    const noConsent = await post({ name: 'Fábio Lima', email: 'fabio@painel.com.br' });
    expect(noConsent.json()).toMatchObject({ consent: false, consentAt: null });

    // The same e-mail in any letter case: refused on the e-mail field, naming its holder; nothing written.
    const again = await post({ name: 'Outra Pessoa', email: 'ANA@painel.com.br' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(panelEmailTakenBy('Ana Souza'));
    expect(again.json().error.fields.email).toBe(panelEmailTakenBy('Ana Souza'));
    expect(await names('q=Outra')).toEqual([]);
    // Bad input: pt-BR 400s (the import's rules).
    const bad = await post({ name: 'E', email: 'não-é-email', attributes: { 'Região!': 'Sul' } });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(bad.json())).toContain('Digite um e-mail válido');
    expect(Object.keys(bad.json().error.fields)).toEqual(['name', 'email', 'attributes.Região!']);

    // Removed (LGPD): the invitation goes with the member; a started response stays, no longer tied to a person.
    const staff = await buildUser(app, { role: 'staff' });
    const { campaign } = await fieldCampaign(app, staff);
    const invited = await app.inject({
      method: 'POST',
      url: `/api/campaigns/${campaign.id}/invitations`,
      headers: admin.auth,
      payload: { respondentIds: [elisa.id] },
    });
    const session = await app.inject({
      method: 'POST',
      url: '/api/survey-player/invitations/exchange',
      payload: { token: invited.json()[0].token },
    });
    const started = await startResponse(
      app,
      { authorization: `Bearer ${session.json().access_token}` },
      campaign.id,
    );
    const remove = (id: string, user = admin) =>
      app.inject({ method: 'DELETE', url: `/api/survey-users/respondents/${id}`, headers: user.auth });
    expect((await remove(elisa.id, staff)).statusCode).toBe(403);
    expect((await remove(elisa.id)).statusCode).toBe(204);
    expect((await remove(elisa.id)).statusCode).toBe(404);
    expect((await remove('não-é-id')).statusCode).toBe(400);
    expect(await names('q=Elisa')).toEqual([]);
    const invitations = await app.db.query('SELECT 1 FROM invitations WHERE respondent_id = $1', [elisa.id]);
    expect(invitations.rowCount).toBe(0);
    const kept = await app.db.query<{ respondent_id: string | null }>(
      'SELECT respondent_id FROM responses WHERE id = $1',
      [started.id],
    );
    expect(kept.rows).toEqual([{ respondent_id: null }]);
    expect((await remove(noConsent.json().id)).statusCode).toBe(204);
  });
});
