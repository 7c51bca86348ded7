import type { TPost, TTimeline } from '@pesquisemais/shared';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { buildAuth, buildUser, jsonResponse, renderRoutes } from '@/testing/test-utils';
import { profileRoutes } from '../routes';

const OWNER = { uuid: 'dono-1', displayName: 'Dona Ana', photoURL: '' };
const SURVEY_POST: TPost = {
  id: 'post-1',
  user: OWNER,
  type: 'survey',
  message: '<p>Responda <img src=x onerror="window.hacked=1">agora</p>',
  article: null,
  survey: {
    surveyId: 'survey-9',
    campaignId: 'campaign-9',
    title: 'Percepção de tratamentos',
    canAnswer: true,
  },
  media: [],
  shared: null,
  time: '2026-11-23T14:05:00.000Z',
  likes: 2,
  liked: false,
  shares: 1,
  comments: [{ id: 'c1', user: OWNER, message: 'Contamos com vocês', time: '2026-11-23T14:06:00.000Z' }],
};

function timeline(isOwner: boolean): TTimeline {
  return {
    profile: { ...OWNER, role: 'user', isOwner },
    posts: [SURVEY_POST],
    activities: [
      { id: '1', user: OWNER, message: 'publicou o questionário Percepção', time: SURVEY_POST.time },
    ],
    nextCursor: null,
  };
}

function stubServer(isOwner: boolean) {
  const fetchMock = vi.fn(async (url: string) => {
    if (url.endsWith('/like')) return jsonResponse({ likes: 3, liked: true });
    if (url.endsWith('/about'))
      return jsonResponse({
        profile: timeline(isOwner).profile,
        about: {
          general: { about: 'Pesquisadora' },
          work: {},
          contact: {},
          groups: [],
          friends: ['0b1a0000-0000-4000-8000-000000000001'],
        },
        friends: [{ uuid: '0b1a0000-0000-4000-8000-000000000001', displayName: 'Bia', photoURL: '' }],
      });
    return jsonResponse(timeline(isOwner));
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('ProfilePage', { timeout: 20_000 }, () => {
  it('shows a survey post with its "Responder pesquisa" link to the player, counts and activities', async () => {
    stubServer(false);
    renderRoutes(profileRoutes, '/profile/dono-1', buildAuth(buildUser({ role: 'user' })));
    const answer = await screen.findByRole('link', { name: 'Responder pesquisa' }, { timeout: 10_000 });
    expect(answer.getAttribute('href')).toBe('/apps/surveyplayer/survey-9?campaign=campaign-9');
    expect(screen.getByRole('button', { name: /Curtir \(2\)/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Compartilhar \(1\)/ })).toBeTruthy();
    expect(screen.getByText('1 comentários', { exact: false })).toBeTruthy();
    expect(screen.getByText('Dona Ana publicou o questionário Percepção')).toBeTruthy();
    // The HTML is drawn sanitized: no event attribute reaches the page.
    expect(document.querySelector('[onerror]')).toBeNull();
    // Not the owner: no composer.
    expect(screen.queryByRole('button', { name: 'Publicar' })).toBeNull();
  });

  it('likes through the API', async () => {
    const user = userEvent.setup();
    const fetchMock = stubServer(false);
    renderRoutes(profileRoutes, '/profile/dono-1', buildAuth(buildUser({ role: 'user' })));
    await user.click(await screen.findByRole('button', { name: /Curtir/ }, { timeout: 10_000 }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url) === '/api/profile/posts/post-1/like')).toBe(
        true,
      ),
    );
  });

  it('/me opens the signed-in user own profile, with the composer and the about editor', async () => {
    const user = userEvent.setup();
    const fetchMock = stubServer(true);
    renderRoutes(profileRoutes, '/me', buildAuth(buildUser({ role: 'user' })));
    expect(await screen.findByRole('button', { name: 'Publicar' }, { timeout: 10_000 })).toBeTruthy();
    expect(String(fetchMock.mock.calls[0]?.[0])).toBe('/api/profile/uuid-user/timeline');
    await user.click(screen.getByRole('tab', { name: 'Sobre' }));
    expect(await screen.findByText('Pesquisadora')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Bia' }).getAttribute('href')).toBe(
      '/profile/0b1a0000-0000-4000-8000-000000000001',
    );
    expect(screen.getByRole('button', { name: 'Editar informações' })).toBeTruthy();
  });

  it('the owner picks friends from the team by name, and saves them by id', async () => {
    const user = userEvent.setup();
    const fetchMock = stubServer(true);
    const base = fetchMock.getMockImplementation() as (url: string) => Promise<Response>;
    const puts: unknown[] = [];
    fetchMock.mockImplementation(async (url: string, init?: RequestInit) => {
      if (url.startsWith('/api/profile/people'))
        return jsonResponse({
          people: new URL(url, 'http://x').searchParams.get('q')
            ? [{ uuid: '0ca10000-0000-4000-8000-000000000002', displayName: 'Caio Campo', photoURL: '' }]
            : [],
        });
      if (init?.method === 'PUT') puts.push(JSON.parse(String(init.body)));
      return base(url);
    });
    renderRoutes(profileRoutes, '/me', buildAuth(buildUser({ role: 'user' })));
    await user.click(await screen.findByRole('tab', { name: 'Sobre' }, { timeout: 10_000 }));
    await user.click(await screen.findByRole('button', { name: 'Editar informações' }));
    await user.type(screen.getByRole('combobox', { name: 'Amigos' }), 'Cai');
    await user.click(await screen.findByRole('option', { name: 'Caio Campo' }));
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() => expect(puts).toHaveLength(1));
    expect((puts[0] as { friends: string[] }).friends).toEqual([
      '0b1a0000-0000-4000-8000-000000000001',
      '0ca10000-0000-4000-8000-000000000002',
    ]);
  });

  it("'Carregar mais' asks for the posts before the last one shown and adds them below", async () => {
    const user = userEvent.setup();
    const older: TPost = {
      ...SURVEY_POST,
      id: 'post-0',
      type: 'post',
      survey: null,
      message: '<p>Post antigo</p>',
    };
    const fetchMock = vi.fn(async (url: string) =>
      url.includes('?before=')
        ? jsonResponse({ ...timeline(false), posts: [older], activities: [], nextCursor: null })
        : jsonResponse({ ...timeline(false), nextCursor: 'post-1' }),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(profileRoutes, '/profile/dono-1', buildAuth(buildUser({ role: 'user' })));
    await user.click(await screen.findByRole('button', { name: 'Carregar mais' }, { timeout: 10_000 }));
    expect(await screen.findByText('Post antigo')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain(
      '/api/profile/dono-1/timeline?before=post-1',
    );
    // Both pages stay on screen, and the last page has no next one.
    expect(screen.getByRole('link', { name: 'Responder pesquisa' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Carregar mais' })).toBeNull());
  });

  it('attaches images: each uploads on its own, a refused one says why, the post carries the ids', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const bodies: unknown[] = [];
    let uploads = 0;
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
      if (url === '/api/profile/images') {
        uploads += 1;
        if (uploads === 2)
          return jsonResponse(
            {
              error: {
                code: 'UNSUPPORTED_MEDIA_TYPE',
                message: 'Arquivos do tipo application/pdf ("imagem") não são aceitos.',
              },
            },
            415,
          );
        return jsonResponse(
          {
            id: `img-${uploads}`,
            url: `/api/profile/images/ab/${uploads}`,
            thumbnailUrl: `/api/profile/images/ab/t${uploads}`,
            width: 800,
            height: 600,
          },
          201,
        );
      }
      if (url.endsWith('/posts')) {
        bodies.push(JSON.parse(String(init?.body)));
        return jsonResponse(SURVEY_POST, 201);
      }
      return jsonResponse(timeline(true));
    });
    vi.stubGlobal('fetch', fetchMock);
    // The app's own client: its mutation cache is what puts a refused upload beside the picker.
    const { container } = renderRoutes(
      profileRoutes,
      '/me',
      buildAuth(buildUser({ role: 'user' })),
      createQueryClient(),
    );
    await screen.findByRole('button', { name: 'Publicar' }, { timeout: 10_000 });
    const input = container.querySelector('input[type="file"]') as HTMLInputElement;
    await user.upload(input, [
      new File(['a'], 'praia.jpg', { type: 'image/jpeg' }),
      new File(['b'], 'nota.pdf', { type: 'application/pdf' }),
      new File(['c'], 'campo.png', { type: 'image/png' }),
    ]);
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'Arquivos do tipo application/pdf ("imagem") não são aceitos.',
    );
    const attached = await screen.findByRole('list', { name: 'Imagens anexadas' });
    await waitFor(() => expect(attached.querySelectorAll('img')).toHaveLength(2));
    // One removed before publishing: only the other goes with the post.
    await user.click(screen.getByRole('button', { name: 'Remover imagem 1' }));
    await user.click(screen.getByRole('button', { name: 'Publicar' }));
    await waitFor(() => expect(bodies).toEqual([{ type: 'post', message: '', imageIds: ['img-3'] }]));
  });

  it('shows the thumbnails of a post, each a link to the full image', async () => {
    const withImages: TPost = {
      ...SURVEY_POST,
      media: [{ type: 'image', url: '/api/profile/images/ab/1', thumbnailUrl: '/api/profile/images/ab/t1' }],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => jsonResponse({ ...timeline(false), posts: [withImages] })),
    );
    renderRoutes(profileRoutes, '/profile/dono-1', buildAuth(buildUser({ role: 'user' })));
    const thumb = await screen.findByRole(
      'img',
      { name: 'Imagem 1 do post de Dona Ana' },
      { timeout: 10_000 },
    );
    expect(thumb.getAttribute('src')).toBe('/api/profile/images/ab/t1');
    expect(thumb.closest('a')?.getAttribute('href')).toBe('/api/profile/images/ab/1');
  });
});
