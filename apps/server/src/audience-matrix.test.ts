import { randomUUID } from 'node:crypto';
import {
  audienceOf,
  ROOM_JOINS,
  type TAudience,
  type TRoomJoinAction,
  type TRoomJoins,
  type TServerMessage,
} from '@pesquisemais/shared';
import type { FastifyInstance } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { addMembers, buildBoard } from '../test/doc-factories';
import { type BuiltUser, buildUser } from '../test/factories';
import { requestReport, waitForReport } from '../test/report-factories';
import { connectRecorded, type Recorded } from '../test/room-sockets';
import { type OpenApiPaths, routeKey, sampleRequest } from '../test/route-samples';
import type { SocketClients } from '../test/socket-clients';
import { SAMPLE_SCHEMA } from '../test/survey-factories';
import { useSocketClients, useTestApp } from '../test/test-app';
import { INVITATION, isAllowed, ROUTE_ACCESS } from './route-access.table';

/**
 * The audience guard: one study with its client, respondent, campaign, response, report, board and room,
 * each carrying a unique marker; then every route of the API is called as the other audiences — a client of
 * another study, a respondent of another campaign, the public — with the first study's ids in its path and
 * query, once as is and once searching for the marker. No answer may carry a marker of a study the caller
 * has no part in; writes with its ids are refused. The first study's own client and the team must see their
 * markers (the scan would otherwise pass by finding nothing anywhere).
 */

interface Study {
  tag: string;
  surveyId: string;
  campaignId: string;
  responseId: string;
  reportId: string;
  boardId: string;
  /** A card of the board: its edits are the board's news. */
  cardId: string;
  roomId: string;
  chatId: string;
  client: BuiltUser;
  /** The invited panel member's session (what the invitation link opens). */
  respondent: Auth;
  /** Texts only this study's people and the team may read. */
  markers: string[];
}

type Auth = Record<string, string>;

async function call(app: FastifyInstance, auth: Auth, method: string, url: string, payload?: unknown) {
  const res = await app.inject({ method: method as 'GET', url, headers: auth, payload: payload as object });
  if (res.statusCode >= 300) throw new Error(`${method} ${url}: ${res.statusCode} ${res.body}`);
  return res.json();
}

/** A study as the team sets it up, and what its client and its respondent do in it. */
async function buildStudy(app: FastifyInstance, staff: BuiltUser, letter: string): Promise<Study> {
  const tag = `${letter}${randomUUID().slice(0, 8)}`;
  const markers = {
    survey: `Estudo sigiloso ${tag}`,
    campaign: `Onda sigilosa ${tag}`,
    answer: `Resposta sigilosa ${tag}`,
    respondent: `Respondente ${tag}`,
    client: `Cliente ${tag}`,
    board: `Quadro sigiloso ${tag}`,
    recipient: `Laboratorio ${tag}`,
    room: `Sala sigilosa ${tag}`,
    chat: `Mensagem sigilosa ${tag}`,
  };
  const survey = await call(app, staff.auth, 'POST', '/api/surveys', {
    title: markers.survey,
    category: 'Cardiologia',
    schema: SAMPLE_SCHEMA,
  });
  await call(app, staff.auth, 'POST', `/api/surveys/${survey.id}/publish`, {});
  const campaign = await call(app, staff.auth, 'POST', '/api/campaigns', {
    surveyId: survey.id,
    name: markers.campaign,
    mode: 'web',
    isOpenToPanel: false,
  });
  await call(app, staff.auth, 'POST', `/api/campaigns/${campaign.id}/status`, { status: 'fielding' });

  // Invited only: its panel member answers through the invitation's session, as a mailed link opens it.
  const member = await call(app, staff.auth, 'POST', '/api/respondents', {
    name: markers.respondent,
    email: `respondente-${tag}@exemplo.com.br`,
  });
  const [invitation] = await call(app, staff.auth, 'POST', `/api/campaigns/${campaign.id}/invitations`, {
    respondentIds: [member.id],
  });
  const session = await call(app, {}, 'POST', '/api/survey-player/invitations/exchange', {
    token: invitation.token,
  });
  const respondent = { authorization: `Bearer ${session.access_token}` };
  const started = await call(
    app,
    respondent,
    'POST',
    `/api/survey-player/campaigns/${campaign.id}/responses`,
    {},
  );
  await call(app, respondent, 'POST', `/api/survey-player/responses/${started.id}/complete`, {
    answers: {
      profissao: 'medico',
      especialidade: 'other',
      'especialidade-Comment': markers.answer,
      anos: 12,
      nota: 4,
    },
    idempotencyKey: randomUUID(),
  });

  const report = await requestReport(app, staff, campaign.id, 'csv');
  await waitForReport(app, staff, report.id);
  await call(app, staff.auth, 'POST', `/api/reports/${report.id}/deliver`, { recipient: markers.recipient });

  const client = await buildUser(app, { role: 'watcher', displayName: markers.client });
  const board = await buildBoard(app, { owner: staff, lists: 1, cardsPerList: 1 });
  await call(app, staff.auth, 'POST', '/api/doc-app/doc/rename', {
    docId: board.docId,
    docTitle: markers.board,
  });
  await call(app, staff.auth, 'POST', '/api/doc-app/doc/settings/update', {
    docId: board.docId,
    settings: { surveyId: survey.id },
  });
  await addMembers(app, board, [client]);

  // The team talks with the study's client in Team Chat.
  const { chat } = await call(app, staff.auth, 'GET', `/api/chat/get-chat?contactId=${client.row.id}`);
  await call(app, staff.auth, 'POST', '/api/chat/send-message', {
    chatId: chat.id,
    message: { who: staff.row.id, message: markers.chat, time: new Date().toISOString() },
  });

  const room = await call(app, staff.auth, 'POST', '/api/rooms', {
    kind: 'focus_group',
    title: markers.room,
    startsAt: new Date(Date.now() + 3_600_000).toISOString(),
    durationMinutes: 60,
    moderatorIds: [staff.row.id],
    campaignId: campaign.id,
    observers: [{ userId: client.row.id, seat: 'watcher' }],
  });

  return {
    tag,
    surveyId: survey.id,
    campaignId: campaign.id,
    responseId: started.id,
    reportId: report.id,
    boardId: board.docId,
    cardId: board.cards[0]?.id ?? '',
    roomId: room.id,
    chatId: chat.id,
    client,
    respondent,
    markers: Object.values(markers),
  };
}

/** The study's ids for a route's parameters (`:id` by the resource the route names). */
function idsOf(study: Study, route: string): Record<string, string> {
  const byPrefix: [string, string][] = [
    ['/api/campaigns/', study.campaignId],
    ['/api/surveys/', study.surveyId],
    ['/api/responses/', study.responseId],
    ['/api/survey-player/responses/', study.responseId],
    ['/api/reports/', study.reportId],
    ['/api/rooms/', study.roomId],
    ['/api/dashboards/', study.campaignId],
  ];
  const id = byPrefix.find(([prefix]) => route.includes(` ${prefix}`))?.[1] ?? randomUUID();
  return {
    id,
    campaignId: study.campaignId,
    surveyId: study.surveyId,
    docId: study.boardId,
    boardId: study.boardId,
    roomId: study.roomId,
    chatId: study.chatId,
    contactId: study.client.row.id,
    reportId: study.reportId,
    responseId: study.responseId,
    uId: study.client.row.id,
    version: '1',
  };
}

/**
 * What each socket join asks for a study's live data. Typed over every join action: a new one does not
 * compile until its audience is checked here.
 */
const JOIN_DATA: { [A in TRoomJoinAction]: (study: Study) => TRoomJoins[A] } = {
  'server/dashboard:watch': (study) => ({ campaignId: study.campaignId }),
  'server/survey:watch': (study) => ({ surveyId: study.surveyId }),
  'server/chat:join': (study) => ({ userId: study.client.row.id }),
  'server/mailing:watch': () => ({ jobId: randomUUID() }),
  'server/doc:watch': (study) => ({ docId: study.boardId }),
  'server/room:join': (study) => ({ roomId: study.roomId }),
};

/** A socket that records what it receives, or null when the server refuses the connection. */
function connectedOrRefused(clients: SocketClients, token?: string): Promise<Recorded | null> {
  const socket = clients.connect(token);
  const events: Recorded['events'] = [];
  socket.onAny((event: string, payload: unknown) => events.push({ event, payload }));
  return new Promise((resolve) => {
    socket.once('connect', () => resolve({ socket, events }));
    socket.once('connect_error', () => resolve(null));
  });
}

/** Sends a join and waits for its answer: the joined room's confirmation, or an error. */
function join(recorded: Recorded, type: TRoomJoinAction, data: unknown): Promise<TServerMessage> {
  const joins = ROOM_JOINS[type] as { joinedRoom: (message: TServerMessage) => string | null };
  return new Promise((resolve) => {
    const onMessage = (message: TServerMessage) => {
      if (message.type !== 'error' && joins.joinedRoom(message) === null) return;
      recorded.socket.off('message', onMessage);
      resolve(message);
    };
    recorded.socket.on('message', onMessage);
    recorded.socket.emit('action', { type, data });
    // A socket the server dropped, or a join it ignored, is no join either: it is told apart from a refusal.
    setTimeout(() => {
      recorded.socket.off('message', onMessage);
      resolve({
        type: recorded.socket.connected ? 'sem resposta' : 'desconectado',
      } as unknown as TServerMessage);
    }, 5_000);
  });
}

/** The query words routes search by: searching for the marker finds the study past any first page. */
const SEARCH_PARAMS = ['q', 'search', 'query', 'term', 'filter'];

describe('audience matrix: each audience sees only what is its own', () => {
  const {
    app,
    users: { staff },
  } = useTestApp({ roles: ['staff'], config: { runWorker: true } });
  const clients = useSocketClients(app);
  let paths: OpenApiPaths;
  let first: Study;
  let second: Study;
  /** A self-registered respondent: invited to nothing. */
  let outsider: BuiltUser;

  beforeAll(async () => {
    await app.ready();
    paths = (app.swagger() as { paths: OpenApiPaths }).paths;
    first = await buildStudy(app, staff, 'a');
    second = await buildStudy(app, staff, 'b');
    outsider = await buildUser(app, { role: 'user' });
  }, 120_000);

  const routes = () => [...new Set(app.routeList.map(({ method, url }) => `${method} ${routeKey(url)}`))];

  /** The routes whose GET answer, as `auth`, carries one of `markers`, for each way of asking. */
  async function revealing(auth: Auth, study: Study, markers: string[]): Promise<string[]> {
    const found: string[] = [];
    for (const route of routes()) {
      const [method = '', url = ''] = route.split(' ');
      if (method !== 'GET') continue;
      const ids = idsOf(study, route);
      const asked = [ids, { ...ids, ...Object.fromEntries(SEARCH_PARAMS.map((name) => [name, study.tag])) }];
      for (const given of asked) {
        const sample = sampleRequest(paths, method, url, given);
        const res = await app.inject({ method: 'GET', url: sample.url, headers: auth });
        const body = res.rawPayload.toString('latin1') + res.body;
        const seen = markers.filter((marker) => body.includes(marker));
        if (seen.length > 0) found.push(`${route} (${sample.url}): ${seen.join(', ')}`);
      }
    }
    return [...new Set(found)];
  }

  it('declares an audience for every route: the access table names who may call it', () => {
    const undeclared = routes().filter((route) => !(route in ROUTE_ACCESS));
    expect(undeclared, 'rotas sem público declarado').toEqual([]);
    // Each audience has at least one route of its own kind, and the public none of a respondent's.
    const audiences: TAudience[] = ['team', 'client', 'respondent', 'public'];
    for (const audience of audiences)
      expect(Object.values(ROUTE_ACCESS).some((access) => allowsAudience(access, audience))).toBe(true);
  });

  it("finds the markers where the study's own people and the team may read them (the scan can see)", async () => {
    const teamSees = await revealing(staff.auth, first, first.markers);
    expect(teamSees.length).toBeGreaterThan(5);
    expect(teamSees.some((line) => line.startsWith('GET /api/chat/get-chat '))).toBe(true);
    const clientSees = await revealing(first.client.auth, first, first.markers);
    expect(clientSees.some((line) => line.startsWith('GET /api/studies '))).toBe(true);
    const respondentSees = await revealing(first.respondent, first, first.markers);
    expect(respondentSees.some((line) => line.startsWith('GET /api/survey-player/'))).toBe(true);
  }, 240_000);

  it("a client of another study, a respondent of another campaign and the public read nothing of the study's", async () => {
    const leaks: string[] = [];
    const outsiders: [string, Auth][] = [
      ['cliente de outro estudo', second.client.auth],
      ['respondente de outra campanha', second.respondent],
      ['conta de respondente sem convite', outsider.auth],
      ['público', {}],
    ];
    for (const [who, auth] of outsiders)
      for (const line of await revealing(auth, first, first.markers)) leaks.push(`${who}: ${line}`);
    expect(leaks).toEqual([]);
  }, 240_000);

  it("refuses the outsiders every write that names the study's ids", async () => {
    const accepted: string[] = [];
    const outsiders: [string, Auth][] = [
      ['cliente de outro estudo', second.client.auth],
      ['respondente de outra campanha', second.respondent],
      ['conta de respondente sem convite', outsider.auth],
    ];
    for (const route of routes()) {
      const [method = '', url = ''] = route.split(' ');
      if (method === 'GET' || method === 'HEAD' || !url.includes(':')) continue;
      for (const [who, auth] of outsiders) {
        const sample = sampleRequest(paths, method, url, idsOf(first, route));
        const res = await app.inject({
          method: method as 'POST',
          url: sample.url,
          headers: auth,
          payload: sample.body as object | undefined,
        });
        if (res.statusCode < 300) accepted.push(`${who}: ${route} → ${res.statusCode}`);
      }
    }
    expect(accepted).toEqual([]);
    // The study is still whole: its campaign fields and its response is complete.
    const campaign = await call(app, staff.auth, 'GET', `/api/campaigns/${first.campaignId}`);
    expect(campaign.status).toBe('fielding');
    const response = await call(app, staff.auth, 'GET', `/api/responses/${first.responseId}`);
    expect(response.status).toBe('complete');
  }, 240_000);

  it('refuses the outsiders every live channel of the study, and sends them none of its news', async () => {
    const tokenOf = (auth: Auth) => auth.authorization?.replace(/^Bearer /, '');
    const outsiders: [string, string | undefined][] = [
      ['cliente de outro estudo', tokenOf(second.client.auth)],
      ['respondente de outra campanha', tokenOf(second.respondent)],
      ['conta de respondente sem convite', tokenOf(outsider.auth)],
      ['público', undefined],
    ];
    const team = await connectRecorded(clients, staff.token);
    const joined: string[] = [];
    const sockets: [string, Recorded][] = [];
    for (const [who, token] of outsiders) {
      const recorded = await connectedOrRefused(clients, token);
      if (!recorded) continue; // the server refused the socket itself (an invitation's session has none)
      sockets.push([who, recorded]);
      for (const type of Object.keys(JOIN_DATA) as TRoomJoinAction[]) {
        const answer = await join(recorded, type, JOIN_DATA[type](first));
        if (answer.type !== 'error') joined.push(`${who}: ${type} → ${answer.type}`);
      }
    }
    expect(joined).toEqual([]);
    // The team does watch the study live (the joins above were not refused for a broken request).
    expect(
      (await join(team, 'server/dashboard:watch', JOIN_DATA['server/dashboard:watch'](first))).type,
    ).toBe('dashboard:watching');
    expect((await join(team, 'server/doc:watch', JOIN_DATA['server/doc:watch'](first))).type).toBe(
      'doc:watching',
    );

    // News of the study: its board changes, a second response comes in; the team hears, the outsiders do not.
    const card = `Cartão sigiloso ${first.tag}`;
    await call(app, staff.auth, 'POST', '/api/doc-app/card/update', {
      docId: first.boardId,
      card: { id: first.cardId, revision: 1, name: card, description: 'Só para o estudo.' },
    });
    await expect.poll(() => JSON.stringify(team.events).includes(card), { timeout: 10_000 }).toBe(true);
    for (const [who, recorded] of sockets) {
      const heard = JSON.stringify(recorded.events);
      expect(
        [...first.markers, card].filter((marker) => heard.includes(marker)),
        `${who} ouviu notícias do estudo`,
      ).toEqual([]);
    }
  }, 120_000);
});

/** Whether a route's access lets some identity of `audience` in. */
function allowsAudience(access: (typeof ROUTE_ACCESS)[string], audience: TAudience): boolean {
  if (access === 'public' || access === 'anyone') return true;
  if (access === 'signed-in') return audience !== 'public';
  return access.some((identity) => identity !== INVITATION && audienceOf(identity) === audience)
    ? true
    : audience === 'respondent' && isAllowed(access, INVITATION);
}
