import { describe, expect, it } from 'vitest';
import { workerServer } from './support/server';

/**
 * The built server (one bundle, as `npm start` runs it) answers a malformed body in Portuguese: zod's default
 * messages come from the shared package's locale, which the bundle must not leave out.
 */
describe('the built server speaks Portuguese to bad input', () => {
  it('says in pt-BR that a body of the wrong type is refused', async () => {
    const res = await fetch(new URL('/api/auth/forgot-password', workerServer().baseURL), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '[1]',
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { message: string } };
    expect(body.error.message).toBe('Entrada inválida: esperava um objeto, recebeu um vetor');
  });
});
