import { randomUUID } from 'node:crypto';
import { ROLE_GROUPS, ROLES } from '@pesquisemais/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildUser, TEST_PASSWORD } from '../test/factories';
import { type OpenApiPaths, routeKey, sampleRequest } from '../test/route-samples';
import { fieldCampaign } from '../test/survey-factories';
import { useTestApp } from '../test/test-app';
import { createAcademyRepository } from './modules/academy-app/academy-app.repository';
import { createKnowledgeBaseRepository } from './modules/knowledge-base/knowledge-base.repository';
import { INVITATION, isAllowed, ROUTE_ACCESS, type TIdentity } from './route-access.table';

// (change-password and account deletion are sent with a wrong current password, so they end nothing.)
const SIGN_OUT = 'POST /api/auth/signout';
const SESSION_ENDING = new Set([SIGN_OUT, 'POST /api/auth/signout-all']);

/** What the hand-made inputs of a few routes need (a real account, campaign, invitation). */
interface Fixtures {
  campaignId: string;
  invitationToken: string;
  signInEmail: string;
  anyToken: string;
  /** Each role's own account id: profile edits are the owner's only. */
  ownIds: Map<TIdentity, string>;
  /** A staff account, a valid moderator of a new room. */
  staffId: string;
}

/** Inputs the schemas cannot tell (a right password, a real invitation, a valid file, a change). */
const INPUTS: Record<
  string,
  (f: Fixtures, identity: TIdentity) => { body?: unknown; given?: Record<string, string> }
> = {
  'POST /api/auth/signin': (f) => ({ body: { email: f.signInEmail, password: TEST_PASSWORD } }),
  'POST /api/auth/access-token': (f) => ({ body: { access_token: f.anyToken } }),
  'POST /api/auth/register': () => ({
    body: {
      displayName: 'Pessoa Nova',
      email: `nova-${randomUUID()}@exemplo.com.br`,
      password: 'segredo-123',
      consent: true,
    },
  }),
  'POST /api/auth/register/resend': () => ({ body: { email: `ninguem-${randomUUID()}@exemplo.com.br` } }),
  'POST /api/auth/forgot-password': () => ({ body: { email: `ninguem-${randomUUID()}@exemplo.com.br` } }),
  'POST /api/auth/unlock': () => ({ body: { password: TEST_PASSWORD } }),
  // A wrong current password: the change is refused after the guard, so nothing changes.
  'POST /api/account/email-change': () => ({
    body: { newEmail: `troca-${randomUUID()}@exemplo.com.br`, currentPassword: 'senha-errada' },
  }),
  // The academy's and the knowledge base's sample category, course and group (written below).
  'POST /api/academy-app/course/add': () => ({
    body: { course: { title: 'Curso novo', category: 'metodologia', length: 10 } },
  }),
  'POST /api/academy-app/course/save': () => ({
    body: {
      course: { id: 'coleta-offline', title: 'Coleta sem internet', category: 'metodologia', length: 25 },
    },
  }),
  'POST /api/knowledge-base/article/save': () => ({
    body: { article: { groupId: 'primeiros-passos', title: 'Artigo novo' } },
  }),
  'POST /api/mail-app/send-mail': () => ({ body: { to: [], subject: 'Rascunho', message: '', draft: true } }),
  'POST /api/respondents': () => ({
    body: { name: 'Dra. Amostra', email: `r-${randomUUID()}@exemplo.com.br` },
  }),
  'POST /api/survey-users/respondents': () => ({
    body: { name: 'Dra. Amostra', email: `p-${randomUUID()}@exemplo.com.br` },
  }),
  'PATCH /api/survey-users/respondents/:id': () => ({ body: { name: 'Dra. Amostra' } }),
  'POST /api/rooms': (f) => ({
    body: {
      kind: 'focus_group',
      title: 'Grupo focal',
      startsAt: '2026-12-01T10:00:00-03:00',
      durationMinutes: 60,
      moderatorIds: [f.staffId],
    },
  }),
  'PATCH /api/responses/:id': () => ({ body: { answers: { nota: 3 }, reason: 'Correção de digitação' } }),
  'POST /api/survey-users/import/preview': () => ({
    body: {
      fileName: 'painel.csv',
      content: Buffer.from('nome;email\r\nAna;ana@exemplo.com.br\r\n').toString('base64'),
    },
  }),
  'POST /api/survey-users/import/commit': () => ({
    body: {
      fileName: 'painel.csv',
      content: Buffer.from('nome;email\r\nAna;ana@exemplo.com.br\r\n').toString('base64'),
      mapping: [
        { column: 'nome', field: 'name' },
        { column: 'email', field: 'email' },
      ],
      onExisting: 'skip',
    },
  }),
  'POST /api/survey-player/invitations/exchange': (f) => ({ body: { token: f.invitationToken } }),
  'GET /api/profile/avatars/:prefix/:id': () => ({ given: { prefix: 'ab', id: randomUUID() } }),
  'GET /api/profile/images/:prefix/:id': () => ({ given: { prefix: 'ab', id: randomUUID() } }),
  'GET /api/e-commerce-app/images/:prefix/:id': () => ({ given: { prefix: 'ab', id: randomUUID() } }),
  'PUT /api/profile/:uId/about': (f, identity) => ({
    given: { uId: f.ownIds.get(identity) ?? randomUUID() },
  }),
  'POST /api/profile/:uId/posts': (f, identity) => ({
    given: { uId: f.ownIds.get(identity) ?? randomUUID() },
    body: { type: 'post', message: '<p>Olá, equipe</p>' },
  }),
  'GET /api/survey-player/campaigns/:campaignId': (f) => ({ given: { campaignId: f.campaignId } }),
  // The interview group starts interviews (on someone's behalf); the user group answers for itself.
  'POST /api/survey-player/campaigns/:campaignId/responses': (f, identity) => ({
    given: { campaignId: f.campaignId },
    body: (ROLE_GROUPS.interview as readonly TIdentity[]).includes(identity)
      ? { asInterview: true, respondentName: 'Dr. Entrevistado' }
      : {},
  }),
};

describe('route × role guard: every route, every role, a guest and an invitation session', () => {
  const { app } = useTestApp({
    config: { signinLimits: { perIp: 1000, failuresPerEmail: 1000, windowSeconds: 900 } },
  });
  let paths: OpenApiPaths;
  let fixtures: Fixtures;
  const identities = new Map<TIdentity, Record<string, string>>();
  /** A second session of each role's user: 'Sair' ends it, so 'sair de todos' still meets a live one after. */
  const secondSessions = new Map<TIdentity, Record<string, string>>();

  beforeAll(async () => {
    await app.ready();
    await createAcademyRepository(app.db).insertCategory(
      { id: 'metodologia', value: 'metodologia', label: 'Metodologia', color: '#1565c0' },
      0,
    );
    await createAcademyRepository(app.db).insert(
      { title: 'Coleta', slug: '', description: '', category: 'metodologia', length: 1, steps: [] },
      'coleta-offline',
    );
    await createKnowledgeBaseRepository(app.db).insertGroup(
      { id: 'primeiros-passos', title: 'Primeiros passos', path: 'primeiros-passos' },
      0,
    );
    paths = (app.swagger() as { paths: OpenApiPaths }).paths;
    identities.set('guest', {});
    const ownIds = new Map<TIdentity, string>();
    for (const role of ROLES) {
      if (role === 'guest') continue;
      const user = await buildUser(app, { role });
      identities.set(role, user.auth);
      const second = await app.tokens.sign(user.row.id, { version: user.row.session_version });
      secondSessions.set(role, { authorization: `Bearer ${second}` });
      ownIds.set(role, user.row.id);
    }
    const staff = await buildUser(app, { role: 'staff' });
    const { campaign } = await fieldCampaign(app, staff);
    const respondent = await app.inject({
      method: 'POST',
      url: '/api/respondents',
      headers: staff.auth,
      payload: { name: 'Dr. Convidado', email: `convidado-${randomUUID()}@exemplo.com.br` },
    });
    const invited = await app.inject({
      method: 'POST',
      url: `/api/campaigns/${campaign.id}/invitations`,
      headers: staff.auth,
      payload: { respondentIds: [respondent.json().id] },
    });
    const invitationToken = invited.json()[0].token as string;
    const session = await app.inject({
      method: 'POST',
      url: '/api/survey-player/invitations/exchange',
      payload: { token: invitationToken },
    });
    identities.set(INVITATION, { authorization: `Bearer ${session.json().access_token}` });
    const signIn = await buildUser(app);
    fixtures = {
      campaignId: campaign.id,
      invitationToken,
      signInEmail: signIn.email,
      anyToken: signIn.token,
      ownIds,
      staffId: staff.row.id,
    };
  });

  const routes = () => [...new Set(app.routeList.map(({ method, url }) => `${method} ${routeKey(url)}`))];
  // Routes that end the caller's sessions go last, so every other route still meets a live token.
  const sessionEndingLast = (list: string[]) =>
    [...list].sort((a, b) => Number(SESSION_ENDING.has(a)) - Number(SESSION_ENDING.has(b)));

  it('has an entry for every route, and no entry without a route', () => {
    const all = routes();
    expect(
      all.filter((route) => !(route in ROUTE_ACCESS)),
      'rotas sem regra de acesso na tabela',
    ).toEqual([]);
    expect(
      Object.keys(ROUTE_ACCESS).filter((route) => !all.includes(route)),
      'regras sem rota',
    ).toEqual([]);
  });

  // Every route × every identity, several of them hashing passwords (argon2): minutes on a busy machine.
  it('answers every identity on every route as the table says (allowed: not 401/403; refused: 401/403)', async () => {
    const wrong: string[] = [];
    for (const route of sessionEndingLast(routes())) {
      const access = ROUTE_ACCESS[route];
      if (!access) continue;
      const [method = 'GET', url = ''] = route.split(' ');
      for (const [identity, ownHeaders] of identities) {
        const headers = (route === SIGN_OUT && secondSessions.get(identity)) || ownHeaders;
        const input = INPUTS[route]?.(fixtures, identity) ?? {};
        const sample = sampleRequest(paths, method, url, input.given ?? {});
        const res = await app.inject({
          method: method as 'GET',
          url: sample.url,
          headers,
          payload: (input.body ?? sample.body) as object | undefined,
        });
        const refused = res.statusCode === 401 || res.statusCode === 403;
        const allowed = isAllowed(access, identity);
        const invalidSample = allowed && res.statusCode === 400;
        if (refused === allowed || invalidSample || res.statusCode >= 500) {
          wrong.push(`${route} as ${identity}: ${res.statusCode} (${allowed ? 'allow' : 'deny'} expected)`);
        }
      }
    }
    expect(wrong).toEqual([]);
  }, 420_000);
});
