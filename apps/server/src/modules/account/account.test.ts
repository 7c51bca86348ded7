import { randomUUID } from 'node:crypto';
import { ACCOUNT_MESSAGES } from '@pesquisemais/shared';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../test/factories';
import { decodeMailText, startSmtpServer } from '../../../test/smtp-server';
import { fieldCampaign, startResponse, VALID_ANSWERS } from '../../../test/survey-factories';
import { useTestApp } from '../../../test/test-app';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());
const { app } = useTestApp({ config: () => ({ smtpUrl: smtp.url }) });

const post = (url: string, user: BuiltUser | null, body: unknown) =>
  app.inject({ method: 'POST', url, headers: user?.auth ?? {}, body: body as Record<string, unknown> });
const me = (user: BuiltUser) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/user/update',
    headers: user.auth,
    body: { user: { data: {} } },
  });

function confirmToken(raw: string): string {
  const match = decodeMailText(raw).match(/\/settings\/conta\?emailToken=([\w-]+)/);
  if (!match?.[1]) throw new Error('o e-mail não traz o link de confirmação');
  return match[1];
}

async function addNote(user: BuiltUser, title: string) {
  await app.db.query('INSERT INTO notes (owner_id, title) VALUES ($1, $2)', [user.row.id, title]);
}

describe('e-mail change', () => {
  it('changes the e-mail only when the link mailed to the new address is followed', async () => {
    const user = await buildUser(app);
    const newEmail = `novo-${randomUUID().slice(0, 8)}@exemplo.com.br`;
    const before = smtp.messages.length;
    const asked = await post('/api/account/email-change', user, { newEmail, currentPassword: user.password });
    expect(asked.statusCode).toBe(200);
    expect(asked.json().message).toBe(ACCOUNT_MESSAGES.emailChangeSent);
    const mail = await smtp.waitForMessage(before + 1);
    expect(mail.to).toContain(newEmail);
    // Nothing changed yet: the old e-mail still signs in.
    expect((await me(user)).json().user.data.email).toBe(user.email);

    const token = confirmToken(mail.raw);
    const confirmed = await post('/api/account/email-change/confirm', null, { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ message: ACCOUNT_MESSAGES.emailChanged, email: newEmail });
    expect((await me(user)).json().user.data.email).toBe(newEmail);
    const signIn = await post('/api/auth/signin', null, { email: newEmail, password: user.password });
    expect(signIn.statusCode).toBe(200);

    const again = await post('/api/account/email-change/confirm', null, { token });
    expect(again.statusCode).toBe(422);
    expect(again.json().error.message).toBe(ACCOUNT_MESSAGES.usedLink);
  });

  it('refuses a wrong current password, an e-mail in use and a made-up link', async () => {
    const user = await buildUser(app);
    const other = await buildUser(app);
    const wrong = await post('/api/account/email-change', user, {
      newEmail: 'livre@exemplo.com.br',
      currentPassword: 'nao-e-a-senha',
    });
    expect(wrong.statusCode).toBe(422);
    const taken = await post('/api/account/email-change', user, {
      newEmail: other.email.toUpperCase(),
      currentPassword: user.password,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().error.message).toBe(ACCOUNT_MESSAGES.emailInUse);
    const madeUp = await post('/api/account/email-change/confirm', null, { token: 'x'.repeat(43) });
    expect(madeUp.statusCode).toBe(422);
    expect(
      (await post('/api/account/email-change', null, { newEmail: 'a@b.com.br', currentPassword: 'x' }))
        .statusCode,
    ).toBe(401);
  });
});

describe('LGPD download', () => {
  it('holds the user own data and nothing of anyone else, as JSON and as ZIP', async () => {
    const user = await buildUser(app, { displayName: 'Dona dos Dados' });
    const other = await buildUser(app, { displayName: 'Outra Pessoa' });
    await addNote(user, 'nota-minha-123');
    await addNote(other, 'nota-alheia-456');
    // The consents each gave at registration (the registration itself is tested in auth).
    for (const [who, text] of [
      [user, 'Consinto — termo da Dona'],
      [other, 'Consinto — termo alheio'],
    ] as const)
      await app.db.query(
        `INSERT INTO consent_records (user_id, consent_text, text_version, ip) VALUES ($1, $2, 'v1', '10.0.0.1')`,
        [who.row.id, text],
      );

    const json = await app.inject({
      method: 'GET',
      url: '/api/account/export?format=json',
      headers: user.auth,
    });
    expect(json.statusCode).toBe(200);
    expect(json.headers['content-disposition']).toMatch(/attachment; filename="meus-dados-.*\.json"/);
    const data = json.json();
    expect(data.account.email).toBe(user.email);
    expect(data.account).not.toHaveProperty('password_hash');
    expect(data.notes.map((entry: { title: string }) => entry.title)).toContain('nota-minha-123');
    expect(data.consents).toEqual([
      expect.objectContaining({
        consent_text: 'Consinto — termo da Dona',
        text_version: 'v1',
        ip: '10.0.0.1',
      }),
    ]);
    expect(json.body).not.toContain('termo alheio');
    expect(json.body).not.toContain('nota-alheia-456');
    expect(json.body).not.toContain(other.email);
    expect(json.body).not.toContain(other.row.id);

    const zip = await app.inject({
      method: 'GET',
      url: '/api/account/export?format=zip',
      headers: user.auth,
    });
    expect(zip.statusCode).toBe(200);
    expect(zip.headers['content-type']).toBe('application/zip');
    const files = unzipSync(new Uint8Array(zip.rawPayload));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['account.json', 'notes.json', 'LEIA-ME.txt']));
    const text = Object.values(files)
      .map((bytes) => Buffer.from(bytes).toString('utf8'))
      .join('\n');
    expect(text).toContain('nota-minha-123');
    expect(text).not.toContain('nota-alheia-456');
    expect(text).not.toContain(other.email);

    const bad = await app.inject({
      method: 'GET',
      url: '/api/account/export?format=pdf',
      headers: user.auth,
    });
    expect(bad.statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/account/export' })).statusCode).toBe(401);
  });
});

describe('account deletion', () => {
  it('needs the password and the word EXCLUIR, ends the sessions and keeps responses without the user', async () => {
    const staff = await buildUser(app, { role: 'staff' });
    const { campaign } = await fieldCampaign(app, staff);
    const user = await buildUser(app);
    const started = await startResponse(app, user.auth, campaign.id);
    const done = await app.inject({
      method: 'POST',
      url: `/api/survey-player/responses/${started.id}/complete`,
      headers: user.auth,
      payload: { answers: VALID_ANSWERS, idempotencyKey: randomUUID() },
    });
    expect(done.json().status).toBe('complete');
    await addNote(user, 'some-com-a-conta');

    const noWord = await post('/api/account/delete', user, {
      currentPassword: user.password,
      confirmation: 'sim',
    });
    expect(noWord.statusCode).toBe(400);
    const wrong = await post('/api/account/delete', user, {
      currentPassword: 'errada',
      confirmation: 'EXCLUIR',
    });
    expect(wrong.statusCode).toBe(422);

    const deleted = await post('/api/account/delete', user, {
      currentPassword: user.password,
      confirmation: 'EXCLUIR',
    });
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json().message).toBe(ACCOUNT_MESSAGES.accountDeleted);
    expect((await me(user)).statusCode).toBe(401);
    expect(
      (await post('/api/auth/signin', null, { email: user.email, password: user.password })).statusCode,
    ).toBe(401);

    const response = await app.db.query<{ user_id: string | null; status: string }>(
      'SELECT user_id, status FROM responses WHERE id = $1',
      [started.id],
    );
    expect(response.rows).toEqual([{ user_id: null, status: 'complete' }]);
    const notes = await app.db.query('SELECT 1 FROM notes WHERE title = $1', ['some-com-a-conta']);
    expect(notes.rows).toHaveLength(0);
  });
});
