import { createECDH, type ECDH, randomBytes } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import { ZGetChatResponse } from '@pesquisemais/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../test/factories';
import { requestReport, waitForReport } from '../../../test/report-factories';
import { decodeMailText, startSmtpServer } from '../../../test/smtp-server';
import { fieldCampaign } from '../../../test/survey-factories';
import { useTestApp } from '../../../test/test-app';

/** web-push's own decrypter (aes128gcm), so the test reads what a browser would show. */
const ece = createRequire(import.meta.url)('http_ece') as {
  decrypt(body: Buffer, params: { version: string; privateKey: ECDH; authSecret: string }): Buffer;
};

/** A push service double on loopback: every request body, by path. */
let pushService: Server;
let pushOrigin = '';
const pushed = new Map<string, Buffer[]>();
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  pushService = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '';
      pushed.set(path, [...(pushed.get(path) ?? []), Buffer.concat(chunks)]);
      response.statusCode = 201;
      response.end();
    });
  });
  await new Promise<void>((resolve) => pushService.listen(0, '127.0.0.1', resolve));
  pushOrigin = `http://127.0.0.1:${(pushService.address() as AddressInfo).port}`;
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
  await new Promise((resolve) => pushService.close(resolve));
});
const { app } = useTestApp({
  config: () => ({ pushAllowPrivateEndpoints: true, smtpUrl: smtp.url, runWorker: true }),
});

/** Subscribes a browser of `user`; answers a reader of the notifications that browser got. */
async function subscribeBrowser(user: BuiltUser) {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const authSecret = randomBytes(16).toString('base64url');
  const path = `/push/${user.row.id}`;
  const res = await app.inject({
    method: 'POST',
    url: '/api/push/subscribe',
    headers: user.auth,
    body: {
      endpoint: `${pushOrigin}${path}`,
      expirationTime: null,
      keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: authSecret },
    },
  });
  expect(res.statusCode).toBe(200);
  return () =>
    (pushed.get(path) ?? []).map(
      (body) =>
        JSON.parse(ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret }).toString()) as {
          title: string;
          body: string;
          url: string;
        },
    );
}

async function until<T>(read: () => T[], count: number): Promise<T[]> {
  const deadline = Date.now() + 10_000;
  while (read().length < count) {
    if (Date.now() > deadline) throw new Error(`esperava ${count} avisos, chegaram ${read().length}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return read();
}

const saveNotifications = async (user: BuiltUser, notifications: unknown) => {
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/user/update',
    headers: user.auth,
    body: { user: { data: { settings: { notifications } } } },
  });
  expect(res.statusCode).toBe(200);
};

async function chatWith(from: BuiltUser, to: BuiltUser) {
  const res = await app.inject({
    method: 'GET',
    url: `/api/chat/get-chat?contactId=${to.row.id}`,
    headers: from.auth,
  });
  const chatId = ZGetChatResponse.parse(res.json()).chat.id;
  return async (message: string) => {
    const sent = await app.inject({
      method: 'POST',
      url: '/api/chat/send-message',
      headers: from.auth,
      body: { chatId, message: { message } },
    });
    expect(sent.statusCode).toBe(200);
  };
}

async function postOf(owner: BuiltUser) {
  const res = await app.inject({
    method: 'POST',
    url: `/api/profile/${owner.row.id}/posts`,
    headers: owner.auth,
    body: { type: 'post', message: '<p>Campo encerrado</p>' },
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
}

describe('notifications follow the settings of Configurações > Notificações', () => {
  it('a chat message is pushed to the recipient; once muted, the next one is not', async () => {
    const ana = await buildUser(app, { role: 'staff', displayName: 'Ana Lima' });
    const bia = await buildUser(app, { role: 'staff' });
    const received = await subscribeBrowser(bia);
    const sendToBia = await chatWith(ana, bia);

    await sendToBia('Bom dia, Bia');
    const [first] = await until(received, 1);
    expect(first).toEqual({ title: 'Mensagem de Ana Lima', body: 'Bom dia, Bia', url: '/home' });

    await saveNotifications(bia, { push: { messages: false } });
    await sendToBia('Mensagem silenciada');
    // A kind still on is delivered after the muted one: when it arrives, the muted one would have too.
    const postId = await postOf(bia);
    await app.inject({ method: 'POST', url: `/api/profile/posts/${postId}/like`, headers: ana.auth });
    await until(received, 2);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received().map((n) => n.title)).toEqual(['Mensagem de Ana Lima', 'Novidade nos seus posts']);
    expect(received()[1]?.body).toBe('Ana Lima curtiu seu post.');
  });

  it('likes and comments by others reach the author by push and e-mail; the own ones and muted kinds do not', async () => {
    // A team member's post (issue 32: a respondent may not open another respondent's post).
    const author = await buildUser(app, { role: 'staff' });
    const fan = await buildUser(app, { role: 'social', displayName: 'Caio Fã' });
    const received = await subscribeBrowser(author);
    const postId = await postOf(author);
    const mailsTo = () => smtp.messages.filter((mail) => mail.to.includes(author.row.email));

    // The author's own like says nothing.
    await app.inject({ method: 'POST', url: `/api/profile/posts/${postId}/like`, headers: author.auth });
    const comment = await app.inject({
      method: 'POST',
      url: `/api/profile/posts/${postId}/comments`,
      headers: fan.auth,
      body: { message: 'Parabéns!' },
    });
    expect(comment.statusCode).toBe(200);
    const [told] = await until(received, 1);
    expect(told?.body).toBe('Caio Fã comentou seu post: Parabéns!');
    const [mail] = await until(mailsTo, 1);
    expect(Buffer.from(decodeMailText(mail?.raw ?? ''), 'latin1').toString('utf8')).toContain(
      'Caio Fã comentou seu post: Parabéns!',
    );

    // E-mail off for the feed: the push still comes, the e-mail does not.
    await saveNotifications(author, { email: { feed: false } });
    await app.inject({ method: 'POST', url: `/api/profile/posts/${postId}/like`, headers: fan.auth });
    await until(received, 2);
    // And push off too: nothing at all for the next comment; a chat message (still on) arrives after it.
    await saveNotifications(author, { email: { feed: false }, push: { feed: false } });
    await app.inject({
      method: 'POST',
      url: `/api/profile/posts/${postId}/comments`,
      headers: fan.auth,
      body: { message: 'Mais um' },
    });
    // Respondents do not chat (issue 32): a colleague of the author writes.
    const colleague = await buildUser(app, { role: 'staff' });
    await (await chatWith(colleague, author))('Oi');
    await until(received, 3);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(received().map((n) => n.body)).toEqual([
      'Caio Fã comentou seu post: Parabéns!',
      'Caio Fã curtiu seu post.',
      'Oi',
    ]);
    expect(mailsTo()).toHaveLength(1);
  });

  it('a survey post invites everyone who may answer in the player; its author and other roles are not told', async () => {
    const author = await buildUser(app, { role: 'staff', displayName: 'Rita Pesquisa' });
    const physician = await buildUser(app, { role: 'user' });
    const watcher = await buildUser(app, { role: 'watcher' });
    const { survey, campaign } = await fieldCampaign(app, author);
    const toPhysician = await subscribeBrowser(physician);
    const toAuthor = await subscribeBrowser(author);
    const toWatcher = await subscribeBrowser(watcher);
    const posted = await app.inject({
      method: 'POST',
      url: `/api/profile/${author.row.id}/posts`,
      headers: author.auth,
      body: { type: 'survey', message: '<p>Contamos com você</p>', campaignId: campaign.id },
    });
    expect(posted.statusCode).toBe(201);

    const [invite] = await until(toPhysician, 1);
    expect(invite).toEqual({
      title: 'Nova pesquisa para responder',
      body: `Rita Pesquisa convidou você para responder: ${survey.title}`,
      url: `/apps/surveyplayer/${survey.id}?campaign=${campaign.id}`,
    });
    // A like by the watcher reaches the author after the invitations went out: none came to them.
    const likeOf = await app.inject({
      method: 'POST',
      url: `/api/profile/posts/${posted.json().id}/like`,
      headers: physician.auth,
    });
    expect(likeOf.statusCode).toBe(200);
    await until(toAuthor, 1);
    expect(toAuthor().map((n) => n.title)).toEqual(['Novidade nos seus posts']);
    expect(toWatcher()).toEqual([]);
  });

  it('a delivered report is told to who asked for it and who runs the campaign, not to who delivered it', async () => {
    const owner = await buildUser(app, { role: 'staff' });
    const analyst = await buildUser(app, { role: 'staff' });
    const admin = await buildUser(app, { role: 'admin', displayName: 'Dora Admin' });
    const { campaign } = await fieldCampaign(app, owner);
    const report = await requestReport(app, analyst, campaign.id, 'csv');
    expect((await waitForReport(app, analyst, report.id)).status).toBe('done');
    const toOwner = await subscribeBrowser(owner);
    const toAnalyst = await subscribeBrowser(analyst);
    const toAdmin = await subscribeBrowser(admin);
    const delivered = await app.inject({
      method: 'POST',
      url: `/api/reports/${report.id}/deliver`,
      headers: admin.auth,
      body: { recipient: 'Laboratório X' },
    });
    expect(delivered.statusCode).toBe(200);
    const told = {
      title: 'Relatório entregue',
      body: `Dora Admin entregou o relatório de ${campaign.name} para Laboratório X.`,
      url: '/apps/reports/delivered',
    };
    expect(await until(toOwner, 1)).toEqual([told]);
    expect(await until(toAnalyst, 1)).toEqual([told]);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(toAdmin()).toEqual([]);
  });
});
