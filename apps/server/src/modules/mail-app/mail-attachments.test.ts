import { MAIL_LIMITS, MAIL_MESSAGES, ZMail, ZMailList, ZMailUpload } from '@pesquisemais/shared';
import { describe, expect, it } from 'vitest';
import type { BuiltUser } from '../../../test/factories';
import { buildUser } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

const { app, users } = useTestApp({ roles: ['staff', 'user', 'interview'] });

/** A valid 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const upload = (user: BuiltUser | null, name: string, bytes: Buffer) =>
  app.inject({
    method: 'POST',
    url: `/api/mail-app/attachment?name=${encodeURIComponent(name)}`,
    headers: { ...(user?.auth ?? {}), 'content-type': 'application/octet-stream' },
    payload: bytes,
  });
const post = (url: string, payload: object, user: BuiltUser) =>
  app.inject({ method: 'POST', url: `/api/mail-app${url}`, payload, headers: user.auth });
const download = (user: BuiltUser, url: string) => app.inject({ method: 'GET', url, headers: user.auth });

async function uploaded(user: BuiltUser, name: string, bytes: Buffer) {
  const res = await upload(user, name, bytes);
  expect(res.statusCode).toBe(201);
  return ZMailUpload.parse(res.json());
}

describe('mail attachments', () => {
  it('sends files with a mail; sender and recipient download them, nobody else', async () => {
    const { staff: ana, user: bia, interview: caio } = users;
    const picture = await uploaded(ana, 'grafico.png', PNG);
    expect(picture).toMatchObject({ fileName: 'grafico.png', type: 'image/png', size: '1 KB' });
    const text = await uploaded(ana, '../../roteiro.txt', Buffer.from('Roteiro do grupo focal\n'));
    expect(text.fileName).toBe('roteiro.txt');

    const res = await post(
      '/send-mail',
      {
        to: [bia.email],
        subject: 'Com anexos',
        message: '<p>Segue</p>',
        attachmentIds: [picture.id, text.id],
      },
      ana,
    );
    expect(res.statusCode).toBe(200);
    const sent = ZMail.parse(res.json());
    expect(sent.hasAttachments).toBe(true);
    expect(sent.attachments.map((file) => file.fileName)).toEqual(['grafico.png', 'roteiro.txt']);
    expect(sent.attachments[0]?.preview).toContain('preview=true');
    expect(sent.attachments[1]?.preview).toBe('');

    const inbox = ZMailList.parse(
      (await app.inject({ method: 'GET', url: '/api/mail-app/mails', headers: bia.auth })).json(),
    );
    const received = inbox.find((mail) => mail.subject === 'Com anexos');
    if (!received) throw new Error('o e-mail não chegou');
    const file = received.attachments[1];
    if (!file) throw new Error('o anexo não veio');
    const got = await download(bia, file.url);
    expect(got.statusCode).toBe(200);
    expect(got.body).toBe('Roteiro do grupo focal\n');
    expect(got.headers['content-disposition']).toContain('attachment');
    expect(got.headers['x-content-type-options']).toBe('nosniff');
    expect((await download(ana, sent.attachments[1]?.url ?? '')).statusCode).toBe(200);
    const preview = await download(bia, received.attachments[0]?.preview ?? '');
    expect(preview.headers['content-disposition']).toMatch(/^inline/);

    // Someone else, with the recipient's link or the sender's, gets 404 in pt-BR.
    for (const url of [file.url, sent.attachments[1]?.url ?? '']) {
      const denied = await download(caio, url);
      expect(denied.statusCode).toBe(404);
      expect(denied.json().error.message).toBe(MAIL_MESSAGES.attachmentNotFound);
    }
  });

  it("refuses another user's upload, a guest, a too large or unknown file, in pt-BR", async () => {
    const { staff: ana, user: bia } = users;
    const hers = await uploaded(bia, 'dela.txt', Buffer.from('texto\n'));
    const stolen = await post(
      '/send-mail',
      { to: [bia.email], subject: 'x', message: '', attachmentIds: [hers.id] },
      ana,
    );
    expect(stolen.statusCode).toBe(400);
    expect(stolen.json().error.message).toBe(MAIL_MESSAGES.attachmentNotYours);
    // Nothing half-sent: no copy in her inbox, none in his sent folder.
    const sentFolder = ZMailList.parse(
      (
        await app.inject({ method: 'GET', url: '/api/mail-app/mails?folderHandle=sent', headers: ana.auth })
      ).json(),
    );
    expect(sentFolder.some((mail) => mail.subject === 'x')).toBe(false);

    expect((await upload(null, 'a.txt', Buffer.from('a'))).statusCode).toBe(401);
    const big = await upload(ana, 'grande.txt', Buffer.alloc(MAIL_LIMITS.attachmentBytes + 1, 'a'));
    expect(big.statusCode).toBe(413);
    expect(big.json().error.message).toBe('O arquivo "grande.txt" passa do limite de 10 MB.');
    const binary = await upload(
      ana,
      'programa.exe',
      Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00]),
    );
    expect(binary.statusCode).toBe(415);
    expect(binary.json().error.message).toMatch(/não/);
    const empty = await upload(ana, 'vazio.txt', Buffer.alloc(0));
    expect(empty.statusCode).toBeGreaterThanOrEqual(400);
    expect(empty.statusCode).toBeLessThan(500);

    const many = await post(
      '/send-mail',
      {
        to: [bia.email],
        subject: 'muitos',
        message: '',
        attachmentIds: Array.from({ length: MAIL_LIMITS.attachments + 1 }, () => crypto.randomUUID()),
      },
      ana,
    );
    expect(many.statusCode).toBe(400);
    expect(JSON.stringify(many.json())).toContain(MAIL_MESSAGES.tooManyAttachments(MAIL_LIMITS.attachments));
  });

  it('removes the stored file once every copy of the mail is deleted for good', async () => {
    const ana = await buildUser(app, { role: 'staff' });
    const bia = await buildUser(app, { role: 'user' });
    const file = await uploaded(ana, 'nota.txt', Buffer.from('nota\n'));
    const sent = ZMail.parse(
      (
        await post(
          '/send-mail',
          { to: [bia.email], subject: 'Some', message: '', attachmentIds: [file.id] },
          ana,
        )
      ).json(),
    );
    const received = ZMailList.parse(
      (await app.inject({ method: 'GET', url: '/api/mail-app/mails', headers: bia.auth })).json(),
    )[0];
    if (!received) throw new Error('o e-mail não chegou');
    const count = async () =>
      (await app.db.query('SELECT 1 FROM mail_attachments WHERE id = $1', [file.id])).rowCount;
    for (const [user, mail] of [
      [ana, sent],
      [bia, received],
    ] as const) {
      await post('/delete-mails', { selectedMailIds: [mail.id] }, user); // to the trash
      await post('/delete-mails', { selectedMailIds: [mail.id] }, user); // for good
    }
    expect(await count()).toBe(0);
  });
});
