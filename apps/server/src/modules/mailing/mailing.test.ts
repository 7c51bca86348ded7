import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import {
  createTemplate,
  headerOf,
  linkIn,
  panelMember,
  startPickySmtp,
  waitForJob,
} from '../../../test/mailing-factories';
import { fieldCampaign } from '../../../test/survey-factories';
import { useTestApp } from '../../../test/test-app';

describe('mailing: templates, jobs, delivery and unsubscribe', () => {
  let smtp: Awaited<ReturnType<typeof startPickySmtp>>;
  let campaignId: string;
  const transient = `tarde-${randomUUID().slice(0, 6)}@exemplo.com.br`;
  const permanent = `nao-existe-${randomUUID().slice(0, 6)}@exemplo.com.br`;

  beforeAll(async () => {
    smtp = await startPickySmtp({ transientOnce: [transient], permanent: [permanent] });
  });
  afterAll(() => smtp.close());
  const {
    app,
    users: { mailing_operator: operator, staff },
  } = useTestApp({
    roles: ['mailing_operator', 'staff'],
    config: () => ({ runWorker: true, smtpUrl: smtp.url, publicUrl: 'http://pesquise.test' }),
  });
  beforeAll(async () => {
    await app.ready();
    campaignId = (await fieldCampaign(app, staff)).campaign.id;
  });

  it('refuses an unknown merge field at save, in Portuguese, and keeps earlier versions', async () => {
    const bad = await app.inject({
      method: 'POST',
      url: '/api/mailing/templates',
      headers: operator.auth,
      payload: { name: 'Erro', kind: 'livre', subject: 'Oi {{nome}}', bodyHtml: '<p>{{especialidad}}</p>' },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().error.message).toBe('Campo de mesclagem desconhecido: {{especialidad}}.');
    const open = await app.inject({
      method: 'POST',
      url: '/api/mailing/templates',
      headers: operator.auth,
      payload: { name: 'Erro', kind: 'livre', subject: 'Oi {{nome', bodyHtml: '<p>x</p>' },
    });
    expect(open.statusCode).toBe(422);
    await panelMember(app, staff, { attributes: { especialidade: 'pediatria' } });
    const template = await createTemplate(app, operator, '<p>Dra. {{nome}}, {{especialidade}}</p>');
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/mailing/templates/${template.id}`,
      headers: operator.auth,
      payload: {
        name: 'Convite cardio',
        kind: 'convite',
        subject: 'Nova {{campanha}}',
        bodyHtml: '<p>v2</p>',
      },
    });
    expect(saved.json()).toMatchObject({ version: 2, subject: 'Nova {{campanha}}' });
    const versions = await app.inject({
      method: 'GET',
      url: `/api/mailing/templates/${template.id}/versions`,
      headers: operator.auth,
    });
    expect(versions.json().map((v: { version: number }) => v.version)).toEqual([2, 1]);
  });

  it('renders real HTML e-mail (inlined CSS, text part) and sends a test to the signed-in user', async () => {
    const preview = await app.inject({
      method: 'POST',
      url: '/api/mailing/preview',
      headers: operator.auth,
      payload: {
        subject: 'Olá {{nome}}',
        bodyHtml: '<p>Olá <b>{{nome}}</b> <a href="{{link}}">abrir</a></p>',
      },
    });
    const mail = preview.json();
    expect(mail.subject).toBe('Olá Dra. Ana Exemplo');
    expect(mail.html).toMatch(/<div class="content" style="[^"]*max-width: 600px/);
    expect(mail.text).toContain('Olá Dra. Ana Exemplo abrir (http://pesquise.test/apps/surveyplayer/');
    const before = smtp.messages.length;
    const test = await app.inject({
      method: 'POST',
      url: '/api/mailing/test',
      headers: operator.auth,
      payload: { subject: 'Olá {{nome}}', bodyHtml: '<p>Teste</p>' },
    });
    expect(test.json()).toMatchObject({ to: operator.email });
    expect(smtp.messages[before]?.to).toEqual([operator.email]);
  });

  it('leaves out opted-out, bounced, no-consent, repeated and unknown addresses, saying how many', async () => {
    const ok = await panelMember(app, staff);
    const out = await panelMember(app, staff, { optedOut: true });
    const bounced = await panelMember(app, staff, { bounced: true });
    const noConsent = await panelMember(app, staff, { consent: false });
    const csv = `email\n${ok.email}\n${ok.email.toUpperCase()}\n${out.email}\n${bounced.email}\n${noConsent.email}\nfora@exemplo.com.br\n`;
    const template = await createTemplate(app, operator);
    const res = await app.inject({
      method: 'POST',
      url: '/api/mailing-jobs/preview',
      headers: operator.auth,
      payload: { templateVersionId: template.versionId, campaignId, audience: { type: 'csv', csv } },
    });
    expect(res.json()).toEqual({
      count: 1,
      excluded: [
        { reason: 'opted-out', count: 1 },
        { reason: 'no-consent', count: 1 },
        { reason: 'bounced', count: 1 },
        { reason: 'duplicate', count: 1 },
        { reason: 'not-in-panel', count: 1 },
      ],
    });
  });

  it('filters the panel on several attributes at once: a member must match every one (any case)', async () => {
    const lot = randomUUID().slice(0, 8);
    await panelMember(app, staff, { attributes: { especialidade: 'Cardiologia', uf: 'SP', lote: lot } });
    await panelMember(app, staff, { attributes: { especialidade: 'cardiologia', uf: 'RJ', lote: lot } });
    await panelMember(app, staff, { attributes: { especialidade: 'pediatria', uf: 'SP', lote: lot } });
    await panelMember(app, staff, { attributes: { especialidade: 'cardiologia', lote: lot } });
    const template = await createTemplate(app, operator);
    const preview = (attributes: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/api/mailing-jobs/preview',
        headers: operator.auth,
        payload: {
          templateVersionId: template.versionId,
          campaignId,
          audience: { type: 'panel', attributes },
        },
      });
    const count = async (attributes: Record<string, string>) => {
      const res = await preview(attributes);
      expect(res.statusCode).toBe(200);
      return res.json().count as number;
    };
    expect(await count({ lote: lot })).toBe(4);
    expect(await count({ lote: lot, especialidade: 'cardiologia' })).toBe(3);
    expect(await count({ lote: lot, especialidade: 'cardiologia', uf: 'sp' })).toBe(1);
    expect(await count({ lote: lot, especialidade: 'cardiologia', uf: 'MG' })).toBe(0);

    const tooMany = Object.fromEntries(Array.from({ length: 11 }, (_, i) => [`atributo${i}`, 'x']));
    const refused = await preview(tooMany);
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toContain('No máximo 10 filtros de atributo');
  });

  it('sends each recipient once with its invitation link; 4xx is retried, 5xx marks the panel bounced', async () => {
    const lot = randomUUID().slice(0, 8);
    const attributes = { especialidade: 'cardiologia', lote: lot };
    const plain = await panelMember(app, staff, { attributes });
    const late = await panelMember(app, staff, { attributes });
    const gone = await panelMember(app, staff, { attributes });
    await app.db.query('UPDATE respondents SET email = $2 WHERE id = $1', [late.id, transient]);
    await app.db.query('UPDATE respondents SET email = $2 WHERE id = $1', [gone.id, permanent]);
    const template = await createTemplate(app, operator);
    const created = await app.inject({
      method: 'POST',
      url: '/api/mailing-jobs',
      headers: operator.auth,
      payload: {
        templateVersionId: template.versionId,
        campaignId,
        audience: { type: 'panel', attributes: { lote: lot } },
        deadline: '30/11',
      },
    });
    expect(created.statusCode).toBe(201);
    const job = await waitForJob(app, operator, created.json().id);
    expect(job.counts).toMatchObject({ sent: 2, bounced: 1, queued: 0 });
    expect(job.audit.map((a: { action: string }) => a.action)).toEqual(['iniciado']);
    const toPlain = smtp.messages.filter((m) => m.to.includes(plain.email));
    const toLate = smtp.messages.filter((m) => m.to.includes(transient));
    expect(toPlain).toHaveLength(1);
    expect(toLate).toHaveLength(1);
    expect(smtp.refusedOnce.has(transient)).toBe(true);
    const bouncedRow = await app.db.query<{ bounced_at: Date | null }>(
      'SELECT bounced_at FROM respondents WHERE id = $1',
      [gone.id],
    );
    expect(bouncedRow.rows[0]?.bounced_at).not.toBeNull();
    const mail = toPlain[0] as (typeof toPlain)[number];
    expect(headerOf(mail.raw, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
    expect(headerOf(mail.raw, 'Message-ID')).toMatch(/^<[0-9a-f-]+@pesquisemais\.com\.br>$/);
    const link = linkIn(mail, /http:\/\/pesquise\.test\/apps\/surveyplayer\/[^\s"()]+/);
    const token = new URL(link.replace(/&amp;/g, '&')).searchParams.get('t') as string;
    const exchange = await app.inject({
      method: 'POST',
      url: '/api/survey-player/invitations/exchange',
      payload: { token },
    });
    expect(exchange.statusCode).toBe(200);
    const recipients = await app.inject({
      method: 'GET',
      url: `/api/mailing-jobs/${job.id}/recipients`,
      headers: operator.auth,
    });
    const shown = recipients.json().items.find((r: { email: string }) => r.email === plain.email);
    expect(shown.status).toBe('opened');
  });

  it('unsubscribes once from the e-mailed link, refuses a tampered token, and sends no more', async () => {
    const lot = randomUUID().slice(0, 8);
    const member = await panelMember(app, staff, { attributes: { especialidade: 'cardiologia', lote: lot } });
    const template = await createTemplate(app, operator);
    const created = await app.inject({
      method: 'POST',
      url: '/api/mailing-jobs',
      headers: operator.auth,
      payload: {
        templateVersionId: template.versionId,
        campaignId,
        audience: { type: 'panel', attributes: { lote: lot } },
      },
    });
    await waitForJob(app, operator, created.json().id);
    const mail = smtp.messages.find((m) => m.to.includes(member.email));
    const header = headerOf(mail?.raw ?? '', 'List-Unsubscribe') ?? '';
    const url = new URL(header.replace(/^<|>$/g, ''));
    const path = `${url.pathname}${url.search}`;
    const tampered = path.replace(/t=(.)/, (_, c: string) => `t=${c === 'A' ? 'B' : 'A'}`);
    expect((await app.inject({ method: 'POST', url: tampered })).statusCode).toBe(422);
    const page = await app.inject({ method: 'GET', url: path });
    expect(page.body).toContain('Confirmar descadastro');
    const first = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('Descadastro confirmado');
    const second = await app.inject({ method: 'POST', url: path });
    expect(second.body).toContain('Você já estava descadastrado');
    const row = await app.db.query<{ opted_out: boolean; opted_out_source: string }>(
      'SELECT opted_out, opted_out_source FROM respondents WHERE id = $1',
      [member.id],
    );
    expect(row.rows[0]).toEqual({ opted_out: true, opted_out_source: 'link de descadastro do e-mail' });
    const admin = await buildUser(app, { role: 'admin' });
    const shown = await app.inject({
      method: 'GET',
      url: `/api/survey-users/respondents/${member.id}`,
      headers: admin.auth,
    });
    expect(shown.json()).toMatchObject({ optedOut: true, optedOutSource: 'link de descadastro do e-mail' });
    const again = await app.inject({
      method: 'POST',
      url: '/api/mailing-jobs/preview',
      headers: operator.auth,
      payload: {
        templateVersionId: template.versionId,
        campaignId,
        audience: { type: 'csv', csv: member.email },
      },
    });
    expect(again.json()).toEqual({ count: 0, excluded: [{ reason: 'opted-out', count: 1 }] });
  });

  it('schedules a job, pauses, resumes (back to its schedule) and cancels it, each step audited with who and when; nothing is sent', async () => {
    const lot = randomUUID().slice(0, 8);
    const member = await panelMember(app, staff, { attributes: { especialidade: 'cardiologia', lote: lot } });
    const template = await createTemplate(app, operator);
    const later = new Date(Date.now() + 3_600_000).toISOString();
    const created = await app.inject({
      method: 'POST',
      url: '/api/mailing-jobs',
      headers: operator.auth,
      payload: {
        templateVersionId: template.versionId,
        campaignId,
        audience: { type: 'panel', attributes: { lote: lot } },
        scheduledAt: later,
        ratePerMinute: 60,
      },
    });
    expect(created.json()).toMatchObject({ status: 'scheduled', ratePerMinute: 60, total: 1 });
    const id = created.json().id as string;
    const list = await app.inject({
      method: 'GET',
      url: '/api/mailing-jobs?view=agendados',
      headers: operator.auth,
    });
    expect(list.json().items.map((job: { id: string }) => job.id)).toContain(id);
    const act = (action: string) =>
      app.inject({ method: 'POST', url: `/api/mailing-jobs/${id}/${action}`, headers: operator.auth });
    expect((await act('pause')).json().status).toBe('paused');
    expect((await act('resume')).json().status).toBe('scheduled');
    expect((await act('pause')).json().status).toBe('paused');
    const cancelled = (await act('cancel')).json();
    expect(cancelled).toMatchObject({ status: 'cancelled', counts: { cancelled: 1, queued: 0 } });
    expect(cancelled.audit.map((a: { action: string; by: string }) => [a.action, a.by])).toEqual([
      ['agendado', operator.row.display_name],
      ['pausado', operator.row.display_name],
      ['retomado', operator.row.display_name],
      ['pausado', operator.row.display_name],
      ['cancelado', operator.row.display_name],
    ]);
    const again = await act('cancel');
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe('Este envio já terminou.');
    expect(smtp.messages.some((m) => m.to.includes(member.email))).toBe(false);
  });

  it("lets the Mailing group's team roles in, no one else; a mailing_operator cannot edit the panel", async () => {
    for (const role of ['admin', 'master', 'mailing_operator', 'staff'] as const) {
      const user = await buildUser(app, { role });
      const res = await app.inject({ method: 'GET', url: '/api/mailing/templates', headers: user.auth });
      expect(res.statusCode, role).toBe(200);
    }
    // Issue 32: the spec's Mailing group holds the respondents' roles user and social; the mailer is internal.
    for (const role of ['watcher', 'watcher_guest', 'watcher_webinar', 'user', 'social'] as const) {
      const user = await buildUser(app, { role });
      const res = await app.inject({ method: 'GET', url: '/api/mailing-jobs', headers: user.auth });
      expect(res.statusCode, role).toBe(403);
      const panel = await app.inject({ method: 'GET', url: '/api/mailing/respondents', headers: user.auth });
      expect(panel.statusCode, role).toBe(403);
      const template = await app.inject({
        method: 'POST',
        url: '/api/mailing/templates',
        headers: user.auth,
        payload: {
          name: 'Atualize seu cadastro',
          kind: 'livre',
          subject: 'Urgente',
          bodyHtml: '<p>{{link}}</p>',
        },
      });
      expect(template.statusCode, role).toBe(403);
    }
    const member = await panelMember(app, staff);
    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/survey-users/respondents/${member.id}`,
      headers: operator.auth,
      payload: { name: 'Outro nome' },
    });
    expect(edit.statusCode).toBe(403);
  });

  it('gives a mailing operator the campaigns and the panel members to pick from, names only', async () => {
    const member = await panelMember(app, staff);
    const campaigns = await app.inject({
      method: 'GET',
      url: '/api/mailing/campaigns',
      headers: operator.auth,
    });
    expect(campaigns.statusCode).toBe(200);
    expect(campaigns.json().items.map((item: { id: string }) => item.id)).toContain(campaignId);
    const found = await app.inject({
      method: 'GET',
      url: `/api/mailing/respondents?q=${encodeURIComponent(member.email.toUpperCase())}`,
      headers: operator.auth,
    });
    expect(found.json().items).toEqual([{ id: member.id, name: expect.any(String), email: member.email }]);
    const watcher = await buildUser(app, { role: 'watcher' });
    const refused = await app.inject({
      method: 'GET',
      url: '/api/mailing/respondents',
      headers: watcher.auth,
    });
    expect(refused.statusCode).toBe(403);
  });

  it('shows where an opt-out came from on the panel member (the e-mail link or the staff)', async () => {
    const admin = await buildUser(app, { role: 'admin' });
    const member = await panelMember(app, staff);
    const url = `/api/survey-users/respondents/${member.id}`;
    const out = await app.inject({ method: 'PATCH', url, headers: admin.auth, payload: { optedOut: true } });
    expect(out.json()).toMatchObject({ optedOut: true, optedOutSource: 'equipe, no cadastro do painel' });
    const back = await app.inject({
      method: 'PATCH',
      url,
      headers: admin.auth,
      payload: { optedOut: false },
    });
    expect(back.json()).toMatchObject({ optedOut: false, optedOutSource: null });
  });
});
