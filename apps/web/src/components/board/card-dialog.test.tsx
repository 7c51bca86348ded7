import type { TDoc, TDocCard } from '@pesquisemais/shared';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '@/testing/test-utils';
import type { TBoardMutations } from './board-mutations';
import { CardDialog } from './card-dialog';

const card: TDocCard = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Roteiro de campo',
  description: '<p><strong>Cotas</strong> por região</p>',
  idAttachmentCover: null,
  idMembers: [],
  idLabels: [],
  attachments: [],
  checklists: [],
  activities: [],
  due: null,
  revision: 3,
  subscribed: false,
};
const board = (canEdit: boolean): TDoc => ({
  id: '00000000-0000-4000-8000-000000000009',
  name: 'Estudo',
  uri: 'estudo',
  url: '/apps/documents/board/x/estudo',
  tags: [],
  categories: [],
  settings: { color: '', subscribed: false, cardCoverImages: true },
  updatedAt: '2026-11-23T12:00:00.000Z',
  deletedAt: null,
  surveyId: null,
  canEdit,
  lists: [],
  cards: [card],
  members: [],
  labels: [],
});

/** Every mutation of the board as a spy (the dialog only calls `mutate` and reads `isPending`). */
function fakeMutations(features: { follow: boolean } = { follow: true }) {
  const spies = new Map<string, ReturnType<typeof vi.fn>>();
  const api = { base: '/api/doc-app', idKey: 'docId', boardKey: (id: string) => ['docs', id], ...features };
  const mutations = new Proxy(
    {},
    {
      get: (_target, key: string) => {
        if (key === 'api') return api;
        if (!spies.has(key)) spies.set(key, vi.fn());
        return { mutate: spies.get(key), isPending: false };
      },
    },
  ) as TBoardMutations;
  return { mutations, spy: (key: string) => spies.get(key) };
}

describe('card dialog', () => {
  it('follows the card and shows it followed; a watcher may follow too and reads the description', () => {
    const { mutations, spy } = fakeMutations();
    const { rerender } = render(
      <TestProviders>
        <CardDialog board={board(false)} card={card} mutations={mutations} onClose={() => {}} />
      </TestProviders>,
    );
    expect(screen.getByText('Cotas').tagName).toBe('STRONG');
    const follow = screen.getByRole('button', { name: 'Seguir cartão' });
    expect(follow.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(follow);
    expect(spy('follow')).toHaveBeenCalledWith({ cardId: card.id, subscribed: true });

    rerender(
      <TestProviders>
        <CardDialog
          board={board(false)}
          card={{ ...card, subscribed: true }}
          mutations={mutations}
          onClose={() => {}}
        />
      </TestProviders>,
    );
    const following = screen.getByRole('button', { name: 'Seguindo' });
    expect(following.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(following);
    expect(spy('follow')).toHaveBeenLastCalledWith({ cardId: card.id, subscribed: false });
  }, 30_000);

  it('gives editors the rich-text toolbar for the description', () => {
    const { mutations } = fakeMutations();
    render(
      <TestProviders>
        <CardDialog board={board(true)} card={card} mutations={mutations} onClose={() => {}} />
      </TestProviders>,
    );
    expect(screen.getByRole('textbox', { name: 'Descrição' })).toBeTruthy();
    for (const name of ['Negrito', 'Itálico', 'Lista', 'Inserir link'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
  }, 30_000);

  it('offers no follow button on a board kind without it (the scrumboard), and attachments on both', () => {
    const { mutations } = fakeMutations({ follow: false });
    render(
      <TestProviders>
        <CardDialog board={board(true)} card={card} mutations={mutations} onClose={() => {}} />
      </TestProviders>,
    );
    expect(screen.getByRole('button', { name: 'Fechar' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Seguir cartão' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Anexar arquivo' })).toBeTruthy();
  }, 30_000);
});
