import type { TGlobalSearchResults } from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuiltUser } from '../../../test/factories';
import { requestReport, waitForReport } from '../../../test/report-factories';
import { SAMPLE_SCHEMA } from '../../../test/survey-factories';
import { useTestApp } from '../../../test/test-app';
import { toTsQuery } from './global-search.service';

type Auth = Record<string, string>;

async function call(app: FastifyInstance, auth: Auth, method: 'GET' | 'POST', url: string, payload?: object) {
  const res = await app.inject({ method, url, headers: auth, payload });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A study as the team sets it up: questionnaire, campaign, delivered report, board with a card, room. */
async function buildStudy(
  app: FastifyInstance,
  team: { staff: BuiltUser; admin: BuiltUser },
  names: { survey: string; campaign: string; board: string; card: string; room: string; recipient: string },
  client: BuiltUser,
) {
  const { staff, admin } = team;
  const survey = await call(app, staff.auth, 'POST', '/api/surveys', {
    title: names.survey,
    category: 'Pediatria',
    schema: SAMPLE_SCHEMA,
  });
  await call(app, staff.auth, 'POST', `/api/surveys/${survey.id}/publish`, {});
  const campaign = await call(app, staff.auth, 'POST', '/api/campaigns', {
    surveyId: survey.id,
    name: names.campaign,
    mode: 'web',
    isOpenToPanel: false,
  });
  const report = await requestReport(app, staff, campaign.id, 'csv');
  await waitForReport(app, staff, report.id);
  await call(app, staff.auth, 'POST', `/api/reports/${report.id}/deliver`, { recipient: names.recipient });
  const board = await call(app, admin.auth, 'POST', '/api/doc-app/doc/new', {
    doc: { name: names.board, surveyId: survey.id },
  });
  await call(app, admin.auth, 'POST', '/api/doc-app/doc/members/update', {
    docId: board.id,
    memberIds: [client.row.id],
  });
  const list = await call(app, admin.auth, 'POST', '/api/doc-app/list/new', {
    docId: board.id,
    data: { name: 'A fazer' },
  });
  await call(app, admin.auth, 'POST', '/api/doc-app/card/new', {
    docId: board.id,
    listId: list.id,
    data: { name: names.card },
  });
  const room = await call(app, staff.auth, 'POST', '/api/rooms', {
    kind: 'focus_group',
    title: names.room,
    startsAt: new Date(Date.now() + 3_600_000).toISOString(),
    durationMinutes: 60,
    moderatorIds: [staff.row.id],
    campaignId: campaign.id,
    observers: [{ userId: client.row.id, seat: 'watcher' }],
  });
  return { survey, campaign, report, board, room };
}

describe('GET /api/global-search', () => {
  const {
    app,
    users: { admin, staff, clientA, clientB, respondent },
  } = useTestApp({
    roles: ['admin', 'staff'],
    people: {
      clientA: { role: 'watcher' },
      clientB: { role: 'watcher' },
      respondent: { role: 'user' },
    },
    config: { runWorker: true },
  });
  let a: Awaited<ReturnType<typeof buildStudy>>;
  let b: Awaited<ReturnType<typeof buildStudy>>;
  let memberId: string;

  const search = async (auth: Auth, q: string, limit?: number): Promise<TGlobalSearchResults> =>
    call(app, auth, 'GET', `/api/global-search?q=${encodeURIComponent(q)}${limit ? `&limit=${limit}` : ''}`);
  const idsOf = (results: TGlobalSearchResults, kind: string) =>
    results.groups.find((group) => group.kind === kind)?.hits.map((hit) => hit.id) ?? [];

  beforeAll(async () => {
    const team = { staff, admin };
    a = await buildStudy(
      app,
      team,
      {
        survey: 'Questionário de Cardiologia Pediátrica',
        campaign: 'Onda pediátrica de março',
        board: 'Quadro pediátrico',
        card: 'Revisar filtros pediátricos',
        room: 'Grupo focal pediátrico',
        recipient: 'Laboratório Alfa',
      },
      clientA,
    );
    b = await buildStudy(
      app,
      team,
      {
        survey: 'Estudo de Oncologia Clínica',
        campaign: 'Onda oncológica de abril',
        board: 'Quadro oncológico',
        card: 'Revisar filtros oncológicos',
        room: 'Grupo focal oncológico',
        recipient: 'Laboratório Beta',
      },
      clientB,
    );
    memberId = (
      await call(app, staff.auth, 'POST', '/api/respondents', {
        name: 'Joana Pediatra Souza',
        email: 'joana.souza@exemplo.com.br',
      })
    ).id;
  }, 120_000);

  it('finds a questionnaire by accented and unaccented words, plurals and other forms of them (stemming)', async () => {
    for (const q of [
      'questionario',
      'QUESTIONÁRIOS',
      'cardiológicos',
      'pediatricas cardio',
      'Questionário de',
    ])
      expect(idsOf(await search(staff.auth, q), 'questionnaire'), q).toEqual([a.survey.id]);
    // Every word must match: a word of the other study leaves nothing.
    expect(idsOf(await search(staff.auth, 'pediatrica oncologia'), 'questionnaire')).toEqual([]);
    // A prefix finds while typing; a word not there finds nothing.
    expect(idsOf(await search(staff.auth, 'quest'), 'questionnaire')).toEqual([a.survey.id]);
    expect((await search(staff.auth, 'ortopedia')).groups).toEqual([]);
  });

  it('groups the team’s hits by kind, each with the page that opens it', async () => {
    const results = await search(admin.auth, 'pediátrico');
    expect(results.groups.map((group) => group.label)).toEqual([
      'Questionários',
      'Campanhas',
      'Painel',
      'Quadros',
      'Cartões',
      'Relatórios',
      'Salas',
    ]);
    const hit = (kind: string) => results.groups.find((group) => group.kind === kind)?.hits[0];
    expect(hit('questionnaire')).toMatchObject({
      title: 'Questionário de Cardiologia Pediátrica',
      url: `/apps/coleta/questionarios/${a.survey.id}`,
    });
    expect(hit('campaign')).toMatchObject({
      excerpt: 'Questionário de Cardiologia Pediátrica',
      url: `/apps/coleta/campanhas/${a.campaign.id}`,
    });
    expect(hit('respondent')).toMatchObject({ id: memberId, excerpt: 'joana.souza@exemplo.com.br' });
    expect(hit('board')?.url).toBe(`/apps/documents/board/${a.board.id}/${a.board.uri}`);
    expect(hit('card')).toMatchObject({ title: 'Revisar filtros pediátricos', excerpt: 'Quadro pediátrico' });
    expect(hit('room')).toMatchObject({ id: a.room.id, url: `/apps/rooms/${a.room.id}` });
    // Reports by their campaign's name or their recipient.
    expect(idsOf(await search(staff.auth, 'onda pediatrica'), 'report')).toEqual([a.report.id]);
    expect(idsOf(await search(staff.auth, 'laboratorio beta'), 'report')).toEqual([b.report.id]);
    // The panel is the interview roles' (its page's): staff finds no panel member.
    expect(idsOf(await search(staff.auth, 'joana'), 'respondent')).toEqual([]);
    expect(idsOf(await search(admin.auth, 'Joana'), 'respondent')).toEqual([memberId]);
  });

  it('caps each kind at the limit asked for', async () => {
    const results = await search(staff.auth, 'onda', 1);
    expect(results.groups.find((group) => group.kind === 'campaign')?.hits).toHaveLength(1);
    expect(idsOf(await search(staff.auth, 'onda'), 'campaign').sort()).toEqual(
      [a.campaign.id, b.campaign.id].sort(),
    );
  });

  it("shows a client only its granted study: never another study's records, never the panel", async () => {
    const own = await search(clientA.auth, 'pediatrico');
    expect(idsOf(own, 'questionnaire')).toEqual([a.survey.id]);
    expect(idsOf(own, 'campaign')).toEqual([a.campaign.id]);
    expect(idsOf(own, 'board')).toEqual([a.board.id]);
    expect(idsOf(own, 'card')).toHaveLength(1);
    expect(idsOf(own, 'room')).toEqual([a.room.id]);
    expect(idsOf(own, 'respondent')).toEqual([]);
    // Its questionnaire opens on the studies page (a client does not edit questionnaires).
    expect(own.groups[0]?.hits[0]?.url).toBe('/apps/surveys');
    expect(idsOf(await search(clientA.auth, 'laboratorio alfa'), 'report')).toEqual([a.report.id]);

    for (const q of ['oncologia', 'oncologico', 'laboratorio beta', 'joana', 'onda de abril'])
      expect((await search(clientA.auth, q)).groups, q).toEqual([]);
    expect((await search(clientB.auth, 'pediatrico')).groups).toEqual([]);
  });

  it('gives a respondent none of the studies, the panel or the team’s boards and rooms', async () => {
    for (const q of ['pediatrico', 'oncologico', 'onda', 'joana', 'laboratorio', 'quadro', 'grupo focal'])
      expect((await search(respondent.auth, q)).groups, q).toEqual([]);
  });

  it('refuses guests and says what is wrong with a query in Portuguese', async () => {
    const guest = await app.inject({ method: 'GET', url: '/api/global-search?q=onda' });
    expect(guest.statusCode).toBe(401);
    const long = await app.inject({
      method: 'GET',
      url: `/api/global-search?q=${'a'.repeat(121)}`,
      headers: staff.auth,
    });
    expect(long.statusCode).toBe(400);
    expect(long.body).toContain('No máximo 120 caracteres');
    const limit = await app.inject({
      method: 'GET',
      url: '/api/global-search?q=a&limit=51',
      headers: staff.auth,
    });
    expect(limit.statusCode).toBe(400);
    expect(limit.body).toContain('No máximo 50');
    // Signs alone are no words: nothing to look for, and no SQL error either.
    expect((await search(staff.auth, " :* & | ! ( ) ' ")).groups).toEqual([]);
  });
});

describe('toTsQuery', () => {
  it('makes each word a required prefix and drops the tsquery operators a user might type', () => {
    expect(toTsQuery('  Questionário  cardio ')).toBe('Questionário:* & cardio:*');
    expect(toTsQuery("a:* | b & !c ('d')")).toBe('a:* & b:* & c:* & d:*');
    expect(toTsQuery(' -- ')).toBeNull();
  });
});
