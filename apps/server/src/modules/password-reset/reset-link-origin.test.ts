import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/build-test-app';
import { buildUser } from '../../../test/factories';
import { findResetLink, startSmtpServer } from '../../../test/smtp-server';
import { useTestApp } from '../../../test/test-app';

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
});
afterAll(() => smtp.close());

/** Asks for a reset link with forged Host and X-Forwarded-Host headers and answers the link mailed. */
async function forgedRequestLink(app: FastifyInstance, remoteAddress = '127.0.0.1'): Promise<string> {
  const user = await buildUser(app);
  const before = smtp.messages.length;
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/forgot-password',
    headers: {
      host: 'evil.example',
      'x-forwarded-host': 'attacker.example',
      'x-forwarded-proto': 'https',
    },
    remoteAddress,
    body: { email: user.email },
  });
  expect(res.statusCode).toBe(200);
  const mail = await smtp.waitForMessage(before + 1);
  expect(mail.to).toEqual([user.email]);
  return findResetLink(mail.raw);
}

describe('the origin of password-reset links', () => {
  describe('without PUBLIC_URL', () => {
    const { app } = useTestApp({ config: () => ({ smtpUrl: smtp.url }) });

    it('in development is the configured host and port, whatever Host and X-Forwarded-Host say', async () => {
      // No PUBLIC_URL: the config falls back to HOST/PORT (0.0.0.0:3000 → http://localhost:3000).
      const { publicUrl } = testConfig();
      expect(publicUrl).toBe('http://localhost:3000');
      const link = await forgedRequestLink(app);
      expect(new URL(link).origin).toBe('http://localhost:3000');
      expect(link).not.toMatch(/evil|attacker/);
    });
  });

  describe('with PUBLIC_URL', () => {
    const { app } = useTestApp({
      config: () => ({
        smtpUrl: smtp.url,
        publicUrl: 'https://pesquisemais.com.br',
        trustProxy: ['127.0.0.1'],
      }),
    });

    it('is PUBLIC_URL, even behind a trusted proxy that forwards a forged host', async () => {
      const link = await forgedRequestLink(app);
      expect(link.startsWith('https://pesquisemais.com.br/pages/auth/reset-password?token=')).toBe(true);
    });
  });
});
