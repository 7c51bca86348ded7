import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAuth, jsonResponse, renderRoutes } from '@/testing/test-utils';
import { SearchPage } from './search-page';

const RESULT = { id: 's1', title: 'Painel de respondentes', url: '/pages/features', excerpt: 'Painel' };

afterEach(() => vi.unstubAllGlobals());

describe('site search page', () => {
  it.each([
    [[RESULT], 1, '1 resultado para "painel"'],
    [[RESULT, { ...RESULT, id: 's2' }], 2, '2 resultados para "painel"'],
  ])('counts its results in the right form (%#)', async (items, total, text) => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ items, total, page: 1, pageSize: 10 })),
    );
    renderRoutes(
      [{ path: '/pages/search/modern', element: <SearchPage /> }],
      '/pages/search/modern?q=painel',
      buildAuth(),
    );
    expect(await screen.findByText(text)).toBeTruthy();
  });
});
