import { randomUUID } from 'node:crypto';
import { MAILING_MESSAGES, type TRoomInviteResult } from '@pesquisemais/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../test/factories';
import { type BuiltRoom, buildRoom } from '../../../test/room-factories';
import { decodeMailText, startSmtpServer } from '../../../test/smtp-server';
import { useTestApp } from '../../../test/test-app';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());
const { app } = useTestApp({ config: () => ({ smtpUrl: smtp.url, publicUrl: 'https://pesquise.test' }) });

/** A room's participants get their own link by e-mail, written from a mailing template, each once. */
describe('room invitations by e-mail (mailing templates)', () => {
  let built: BuiltRoom;
  let templateId: string;
  let master: BuiltUser;
  const invite = (body: Record<string, unknown>, headers: Record<string, string> = built.staff.auth) =>
    app.inject({ method: 'POST', url: `/api/rooms/${built.room.id}/invitations`, headers, payload: body });

  beforeAll(async () => {
    built = await buildRoom(app, { participants: ['Dra. Beatriz', 'Dr. Carlos'], observers: ['watcher'] });
    master = await buildUser(app, { role: 'master' });
    const template = await app.inject({
      method: 'POST',
      url: '/api/mailing/templates',
      headers: master.auth,
      payload: {
        name: 'Convite para grupo focal',
        kind: 'convite',
        subject: 'Convite: {{campanha}}',
        bodyHtml:
          '<p>Olá, {{nome}}! O grupo começa em {{prazo}}.</p><p><a href="{{link}}">Entrar na sala</a></p>',
      },
    });
    expect(template.statusCode).toBe(201);
    templateId = template.json().id;
    // Both gave consent to be written to; Dr. Carlos has since opted out of the panel's e-mails.
    const ids = built.room.members.flatMap((member) => (member.respondentId ? [member.respondentId] : []));
    await app.db.query('UPDATE respondents SET consent = true WHERE id = ANY ($1::uuid[])', [ids]);
    await app.db.query(
      `UPDATE respondents SET opted_out = true WHERE name = 'Dr. Carlos' AND id = ANY ($1::uuid[])`,
      [ids],
    );
  });

  it('lists the invitation templates to who manages rooms only', async () => {
    const listed = await app.inject({
      method: 'GET',
      url: '/api/rooms/invitation-templates',
      headers: built.staff.auth,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().items).toContainEqual({ id: templateId, name: 'Convite para grupo focal' });
    const watcher = built.observers[0]?.auth ?? {};
    expect(
      (await app.inject({ method: 'GET', url: '/api/rooms/invitation-templates', headers: watcher }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses a bad or unknown template without writing to anyone or marking anyone invited', async () => {
    const bad = await invite({ templateId: 'x' });
    expect(bad.statusCode).toBe(400);
    const unknown = await invite({ templateId: randomUUID() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe(MAILING_MESSAGES.templateNotFound);
    expect((await invite({ templateId }, built.observers[0]?.auth)).statusCode).toBe(403);
    expect(smtp.messages).toEqual([]);
  });

  it('writes to each participant its own working link, leaves out who opted out, and never writes twice', async () => {
    const sent = await invite({ templateId });
    expect(sent.statusCode).toBe(200);
    expect(sent.json<TRoomInviteResult>()).toEqual({
      sent: ['Dra. Beatriz'],
      alreadyInvited: 0,
      excluded: [{ name: 'Dr. Carlos', reason: 'descadastrados' }],
      failed: [],
    });
    const message = await smtp.waitForMessage(1);
    // Quoted-printable decoded byte by byte, then read as the UTF-8 it is.
    const text = Buffer.from(decodeMailText(message.raw), 'latin1').toString('utf8');
    expect(text).toContain('Olá, Dra. Beatriz!');
    expect(text).toContain('List-Unsubscribe');
    // The e-mail's link is Dra. Beatriz's own: it opens her seat in this room.
    const link = text.match(/https:\/\/pesquise\.test\/apps\/rooms\/[^\s"<>)]+/)?.[0] ?? '';
    const url = new URL(link.replace(/&amp;/g, '&'));
    const check = await app.inject({
      method: 'POST',
      url: `/api/rooms/${built.room.id}/link-check`,
      payload: { memberId: url.searchParams.get('m'), link: url.searchParams.get('link') },
    });
    expect(check.statusCode).toBe(200);
    expect(check.json()).toMatchObject({ name: 'Dra. Beatriz', seat: 'participant' });

    // Sent again (a retry, a second click): nobody is written to twice.
    const again = await invite({ templateId });
    expect(again.json<TRoomInviteResult>()).toMatchObject({ sent: [], alreadyInvited: 1 });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages).toHaveLength(1);
  });

  it('writes once when two sends cross (two staff, two tabs)', async () => {
    const other = await buildRoom(app, { participants: ['Dra. Elisa'] });
    const ids = other.room.members.flatMap((member) => (member.respondentId ? [member.respondentId] : []));
    await app.db.query('UPDATE respondents SET consent = true WHERE id = ANY ($1::uuid[])', [ids]);
    const before = smtp.messages.length;
    const send = () =>
      app.inject({
        method: 'POST',
        url: `/api/rooms/${other.room.id}/invitations`,
        headers: other.staff.auth,
        payload: { templateId },
      });
    const results = (await Promise.all([send(), send()])).map((res) => res.json<TRoomInviteResult>());
    expect(results.flatMap((result) => result.sent)).toEqual(['Dra. Elisa']);
    await smtp.waitForMessage(before + 1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages).toHaveLength(before + 1);
  });
});
