import { TEXT_MESSAGES } from '@pesquisemais/shared';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { assertJsonWithinLimits, JSON_LIMITS } from './body-limits';

/** `depth` panels, each holding the next, around one text question. */
function nestedSurvey(depth: number) {
  let element: Record<string, unknown> = { type: 'text', name: 'q', title: 'Pergunta' };
  for (let level = 0; level < depth; level += 1) {
    element = { type: 'panel', name: `painel${level}`, elements: [element] };
  }
  return { title: 'Aninhado', schema: { pages: [{ name: 'p1', elements: [element] }] } };
}

describe('JSON body limits and unstorable text', () => {
  const {
    app,
    users: { admin },
  } = useTestApp({ roles: ['admin'] });

  it('refuses a 300-deep questionnaire in milliseconds and keeps accepting a 10-deep one', async () => {
    const started = performance.now();
    const deep = await app.inject({
      method: 'POST',
      url: '/api/surveys',
      headers: admin.auth,
      payload: nestedSurvey(300),
    });
    expect(performance.now() - started).toBeLessThan(500);
    expect(deep.statusCode).toBe(422);
    expect(deep.json().error.message).toBe('O conteúdo enviado está aninhado demais (no máximo 64 níveis).');
    const ok = await app.inject({
      method: 'POST',
      url: '/api/surveys',
      headers: admin.auth,
      payload: nestedSurvey(10),
    });
    expect(ok.statusCode).toBe(201);
    expect(ok.json().questionCount).toBe(1);
  });

  it('refuses panels nested past the questionnaire cap (within the JSON cap) with a Portuguese 422', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/surveys',
      headers: admin.auth,
      payload: nestedSurvey(25),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toContain('No máximo 20 níveis de painéis dentro de painéis.');
  });

  it('answers 422, not 500, when survey-core cannot read a questionnaire (a trigger type that is a list)', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/surveys',
      headers: admin.auth,
      payload: {
        title: 'Gatilho estranho',
        schema: {
          pages: [{ name: 'p1', elements: [{ type: 'text', name: 'q1' }] }],
          triggers: [{ type: [0, 1] }],
        },
      },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error.message).toContain('O SurveyJS não conseguiu ler o questionário.');
  });

  it('walks a body once: work grows with its size, not with depth squared', () => {
    const chain = (depth: number) => {
      let value: unknown = 'x';
      for (let level = 0; level < depth; level += 1) value = [value];
      return value;
    };
    const limits = { maxDepth: 10_000, maxNodes: 1_000_000 };
    expect(assertJsonWithinLimits(chain(50), limits)).toBe(51);
    expect(assertJsonWithinLimits(chain(100), limits)).toBe(101);
    // No recursion: a value far deeper than the stack allows is walked (and refused) without overflow.
    expect(() => assertJsonWithinLimits(chain(200_000))).toThrow('aninhado demais');
  });

  it('refuses a body with too many values with 413', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/surveys',
      headers: admin.auth,
      payload: { title: 'Muitos', tags: Array.from({ length: JSON_LIMITS.maxNodes + 1 }, () => 0) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().error.message).toContain('itens demais');
  });

  it('answers 422 in Portuguese, never 500, for NUL characters anywhere they reach the database', async () => {
    const nul = 'a\u0000b';
    const requests = [
      { method: 'GET' as const, url: `/api/search?q=${encodeURIComponent(nul)}` },
      { method: 'GET' as const, url: `/api/users?q=${encodeURIComponent(nul)}` },
      { method: 'GET' as const, url: `/api/surveys?q=${encodeURIComponent(nul)}` },
      { method: 'GET' as const, url: `/api/invoices/get-invoice?id=${encodeURIComponent(nul)}` },
      { method: 'POST' as const, url: '/api/surveys', payload: { title: `Título ${nul}` } },
      {
        method: 'POST' as const,
        url: '/api/push/subscribe',
        payload: { endpoint: 'https://push.example.com/x', keys: { p256dh: nul, auth: nul } },
      },
    ];
    for (const request of requests) {
      const res = await app.inject({ ...request, headers: admin.auth });
      expect(res.statusCode, request.url).toBe(422);
      expect(res.json().error.message, request.url).toBe(TEXT_MESSAGES.unstorable);
    }
    // Inside the questionnaire's JSON (question names are checked by the schema, texts by the database).
    for (const element of [
      { type: 'text', name: nul },
      { type: 'text', name: 'q1', title: `Texto ${nul}` },
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: '/api/surveys',
        headers: admin.auth,
        payload: { title: 'Com NUL', schema: { pages: [{ name: 'p1', elements: [element] }] } },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.message).toBe(TEXT_MESSAGES.unstorable);
    }
    const shortcuts = await app.inject({
      method: 'POST',
      url: '/api/auth/user/update',
      headers: admin.auth,
      payload: { user: { data: { shortcuts: [nul] } } },
    });
    expect(shortcuts.statusCode).toBeLessThan(500);
    expect(shortcuts.statusCode).toBeGreaterThanOrEqual(400);
  });
});
