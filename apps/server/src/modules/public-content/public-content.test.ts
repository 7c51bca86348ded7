import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { seedPublicContent } from './public-content.seed';
import { FAQ_SEED, INVOICE_SEED } from './public-content.seed-data';

const { app } = useTestApp();

describe('public content: FAQ, search and invoices', () => {
  it('starts empty without SEED_DEMO, then seeds once, leaving filled tables alone', async () => {
    const empty = await app.inject({ method: 'GET', url: '/api/faq' });
    expect(empty.json()).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
    await seedPublicContent(app.db);
    await seedPublicContent(app.db);
    expect((await app.inject({ method: 'GET', url: '/api/faq' })).json().total).toBe(FAQ_SEED.length);
  });

  it('lists the FAQ in order, paginated, for a guest', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/faq?page=2&pageSize=3' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(FAQ_SEED.length);
    expect(body.items.map((item: { question: string }) => item.question)).toEqual(
      FAQ_SEED.slice(3, 6).map((f) => f.question),
    );
    expect(Object.keys(body.items[0]).sort()).toEqual(['answer', 'id', 'question']);
    const bad = await app.inject({ method: 'GET', url: '/api/faq?pageSize=500' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.message).toBe('No máximo 100 por página');
  });

  it('searches titles and excerpts case-insensitively, titles first', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/search?q=POLÍTICA' });
    expect(res.statusCode).toBe(200);
    const titles = res.json().items.map((item: { title: string }) => item.title);
    expect(titles).toEqual(['Política de Cookies', 'Política de Privacidade']);
    expect(Object.keys(res.json().items[0]).sort()).toEqual(['excerpt', 'id', 'title', 'url']);

    const byExcerpt = await app.inject({ method: 'GET', url: '/api/search?q=lgpd' });
    expect(byExcerpt.json().items[0].url).toBe('/policy/privacy');
    const none = await app.inject({ method: 'GET', url: '/api/search?q=zzzz' });
    expect(none.json()).toEqual({ items: [], total: 0, page: 1, pageSize: 20 });
    const blank = await app.inject({ method: 'GET', url: '/api/search?q=%20%20' });
    expect(blank.json().total).toBe(0);
    // LIKE wildcards are literal characters.
    expect((await app.inject({ method: 'GET', url: '/api/search?q=%25' })).json().total).toBe(0);
  });

  it('returns an invoice with every field of spec point 3, or 404 in Portuguese', async () => {
    const expected = INVOICE_SEED[0];
    const res = await app.inject({ method: 'GET', url: `/api/invoices/get-invoice?id=${expected?.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expected);
    const missing = await app.inject({ method: 'GET', url: '/api/invoices/get-invoice?id=nao-existe' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error).toEqual({ code: 'NOT_FOUND', message: 'Fatura não encontrada.' });
    const noId = await app.inject({ method: 'GET', url: '/api/invoices/get-invoice' });
    expect(noId.statusCode).toBe(400);
    expect(noId.json().error.message).toBe('Informe a fatura');
  });
});
