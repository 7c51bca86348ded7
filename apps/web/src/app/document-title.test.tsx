import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '@/testing/test-utils';
import { pageTitle } from './document-title';
import { screenRoutes } from './route-manifest';
import { APP_ROUTES } from './routes';

describe('document title', () => {
  it('is named by every screen route of the table, so no page is announced as just the product', () => {
    const screens = screenRoutes();
    expect(screens.length).toBeGreaterThan(40);
    const untitled = screens.filter((route) => !route.title).map((route) => route.path);
    expect(untitled).toEqual([]);
  });

  it('takes the deepest title and falls back to the product name', () => {
    expect(pageTitle([{ title: 'Área' }, {}, { title: 'Tela' }])).toBe('Tela · Pesquise(+)');
    expect(pageTitle([{ auth: null }, undefined])).toBe('Pesquise(+)');
  });

  it('follows the route on screen', { timeout: 40_000 }, async () => {
    const { router } = renderRoutes(APP_ROUTES, '/pages/faq');
    // The public screens are lazy chunks: a loaded machine may take seconds to compile one in jsdom.
    await waitFor(() => expect(document.title).toBe('Perguntas frequentes · Pesquise(+)'), {
      timeout: 15_000,
    });
    await router.navigate('/pricing');
    await waitFor(() => expect(document.title).toBe('Planos e preços · Pesquise(+)'), { timeout: 15_000 });
  });
});
