import { MAIL_MESSAGES } from '@pesquisemais/shared';
import { describe, expect, it } from 'vitest';
import type { BuiltUser } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

const {
  app,
  users: { staff, client, otherClient, respondent, otherRespondent },
} = useTestApp({
  roles: ['staff'],
  people: {
    client: { role: 'watcher' },
    otherClient: { role: 'watcher_guest' },
    respondent: { role: 'user' },
    otherRespondent: { role: 'social' },
  },
});

const send = (from: BuiltUser, to: BuiltUser) =>
  app.inject({
    method: 'POST',
    url: '/api/mail-app/send-mail',
    payload: { to: [to.email], subject: 'Olá', message: '<p>Olá</p>' },
    headers: from.auth,
  });

describe('mail recipients, scoped by the sender audience', () => {
  it('lets the team write to anyone, and a client or respondent only to the team', async () => {
    for (const to of [client, respondent, otherRespondent])
      expect((await send(staff, to)).statusCode).toBe(200);
    expect((await send(client, staff)).statusCode).toBe(200);
    expect((await send(respondent, staff)).statusCode).toBe(200);
    for (const [from, to] of [
      [respondent, otherRespondent],
      [respondent, client],
      [client, otherClient],
      [client, respondent],
    ] as const) {
      const refused = await send(from, to);
      // Told like an address without an account: nothing about who has one.
      expect(refused.statusCode).toBe(400);
      expect(refused.json().error.message).toBe(MAIL_MESSAGES.unknownRecipient(to.email));
    }
    const inbox = await app.inject({
      method: 'GET',
      url: '/api/mail-app/mails',
      headers: otherRespondent.auth,
    });
    expect(inbox.json().map((mail: { from: { email: string } }) => mail.from.email)).not.toContain(
      respondent.email,
    );
  });
});
