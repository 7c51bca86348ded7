import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';
import { migrate } from './core/db/migrate';

const { app } = useTestApp();

describe('the app', () => {
  it('reports the database kind and the migration level at /api/health', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const expectedKind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
    expect(res.json()).toEqual({
      status: 'ok',
      version: '0.1.2',
      database: { kind: expectedKind, migrationLevel: app.migrationLevel },
    });
    expect(app.migrationLevel).toBeGreaterThanOrEqual(1);
  });

  it('applies migrations once: a second run changes nothing', async () => {
    const again = await migrate(app.db);
    expect(again.applied).toEqual([]);
    expect(again.level).toBe(app.migrationLevel);
  });

  it('serves the OpenAPI description of the auth routes', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().paths)).toEqual(
      expect.arrayContaining(['/api/auth/signin', '/api/auth/register', '/api/auth/access-token']),
    );
  });

  it('sends security headers', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("lets images be data: URLs (a questionnaire's default file or signature), never scripts", async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    const directives = new Map(
      String(res.headers['content-security-policy'])
        .split(';')
        .map((part) => part.trim().split(/\s+/))
        .map(([name = '', ...sources]) => [name, sources]),
    );
    expect(directives.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
    expect(directives.get('script-src')).toEqual(["'self'"]);
    expect(directives.get('default-src')).toEqual(["'self'"]);
    expect(directives.get('script-src-attr')).toEqual(["'none'"]);
  });

  it('answers unknown API paths and malformed bodies with the JSON error shape in Portuguese', async () => {
    const missing = await app.inject({ method: 'GET', url: '/api/nao-existe' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: { code: 'NOT_FOUND', message: 'Rota não encontrada.' } });
    const malformed = await app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.message).toBe('Requisição inválida.');
  });
});

describe('the app without API docs (production)', () => {
  const { app: closed } = useTestApp({ config: { apiDocs: false } });

  it('serves neither the Swagger UI nor the OpenAPI description', async () => {
    for (const url of ['/api/docs', '/api/docs/json', '/api/docs/yaml']) {
      const res = await closed.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.body).not.toContain('/api/auth/signin');
    }
  });
});
