import type { TKbGroup } from '@pesquisemais/shared';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildAuth, buildUser, jsonResponse, renderRoutes } from '@/testing/test-utils';
import KbArticlePage from './kb-article-page';
import KbGroupPage from './kb-group-page';
import KnowledgeBasePage from './knowledge-base-page';

const article = (id: string, title: string, content: string, featured = false) => ({
  id,
  title,
  content,
  featured,
  updated: '2026-11-01T12:00:00.000Z',
});
const GROUPS: TKbGroup[] = [
  {
    id: 'primeiros-passos',
    title: 'Primeiros passos',
    path: 'primeiros-passos',
    articlesCount: 2,
    featuredArticles: [article('1', 'Como acessar', '<p>Use o e-mail do convite</p>', true)],
    articles: [
      article('1', 'Como acessar', '<p>Use o e-mail do convite</p>', true),
      article('6', 'Atalhos', '<p>Estrela no menu</p>'),
    ],
  },
  {
    id: 'conta',
    title: 'Conta e segurança',
    path: 'conta',
    articlesCount: 1,
    featuredArticles: [],
    articles: [article('7', 'Trocar a senha', '<p>Em <strong>Configurações</strong></p>')],
  },
];
const ROUTES = [
  { path: '/pages/knowledge-base', element: <KnowledgeBasePage /> },
  { path: '/pages/knowledge-base/:groupPath', element: <KbGroupPage /> },
  { path: '/pages/knowledge-base/:groupPath/:articleId', element: <KbArticlePage /> },
];

afterEach(() => vi.unstubAllGlobals());
const serve = () =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => jsonResponse(GROUPS)),
  );

describe('knowledge base', () => {
  it('shows the groups with featured articles and counts, and searches titles and texts without accents', async () => {
    serve();
    renderRoutes(ROUTES, '/pages/knowledge-base', buildAuth());
    expect(await screen.findByRole('heading', { name: 'Primeiros passos' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Como acessar' }).getAttribute('href')).toBe(
      '/pages/knowledge-base/primeiros-passos/1',
    );
    expect(screen.getByRole('link', { name: 'Ver todos os artigos (2)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'perguntas frequentes' }).getAttribute('href')).toBe(
      '/pages/faq',
    );

    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar artigos' }), {
      target: { value: 'configuracoes' },
    });
    expect(await screen.findByText('1 artigo(s) encontrado(s)')).toBeTruthy();
    expect(screen.getByRole('link', { name: /Trocar a senha/ }).getAttribute('href')).toBe(
      '/pages/knowledge-base/conta/7',
    );
    fireEvent.change(screen.getByRole('searchbox', { name: 'Buscar artigos' }), { target: { value: 'zzz' } });
    expect(await screen.findByText('Nenhum artigo encontrado.')).toBeTruthy();
  }, 30_000);

  it('lists a group and shows an article; only an admin gets the authoring buttons', async () => {
    serve();
    const { unmount } = renderRoutes(ROUTES, '/pages/knowledge-base/primeiros-passos', buildAuth());
    expect(await screen.findByRole('heading', { name: 'Primeiros passos', level: 1 })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Atalhos' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Novo artigo' })).toBeNull();
    unmount();

    renderRoutes(ROUTES, '/pages/knowledge-base/conta/7', buildAuth(buildUser({ role: 'admin' })));
    expect(await screen.findByRole('heading', { name: 'Trocar a senha', level: 1 })).toBeTruthy();
    expect(screen.getByText('Configurações').tagName).toBe('STRONG');
    fireEvent.click(screen.getByRole('button', { name: 'Editar' }));
    expect(await screen.findByRole('dialog', { name: 'Editar artigo' })).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Título' }) as HTMLInputElement).value).toBe(
      'Trocar a senha',
    );
  }, 30_000);

  it('says so for an unknown article', async () => {
    serve();
    renderRoutes(ROUTES, '/pages/knowledge-base/conta/99', buildAuth());
    expect(await screen.findByRole('heading', { name: 'Artigo não encontrado.' })).toBeTruthy();
  }, 30_000);
});
