import { DragDropContext, Droppable } from '@hello-pangea/dnd';
import type { TDocCard, TDocList } from '@pesquisemais/shared';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '@/testing/test-utils';
import { BoardList, CARDS_STEP, type TListActions } from './board-list';
import { initialCardCounts } from './board-lists';

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const cardOf = (n: number): TDocCard => ({
  id: uuid(n),
  name: `Cartão ${n}`,
  description: '',
  idAttachmentCover: null,
  idMembers: [],
  idLabels: [],
  attachments: [],
  checklists: [],
  activities: [],
  due: null,
  revision: 1,
  subscribed: n === 1,
});
const CARDS = Array.from({ length: 40 }, (_, index) => cardOf(index + 1));
const LIST: TDocList = { id: uuid(1000), name: 'Campo', idCards: CARDS.map((card) => card.id) };
const actions: TListActions = {
  openCard: vi.fn(),
  addCard: vi.fn(),
  renameList: vi.fn(),
  removeList: vi.fn(),
};

/** A hand-driven IntersectionObserver: the test says when the list's end comes near. */
class FakeObserver {
  static instances: FakeObserver[] = [];
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.instances.push(this);
  }
  observe() {}
  disconnect() {
    FakeObserver.instances = FakeObserver.instances.filter((item) => item !== this);
  }
  near() {
    this.callback([{ isIntersecting: true } as IntersectionObserverEntry], this as never);
  }
}

function renderList(initialCards: number) {
  return render(
    <TestProviders>
      <DragDropContext onDragEnd={() => {}}>
        <Droppable droppableId="board" type="LIST" direction="horizontal">
          {(drop) => (
            <div ref={drop.innerRef} {...drop.droppableProps}>
              <BoardList
                list={LIST}
                cards={new Map(CARDS.map((card) => [card.id, card]))}
                labels={[]}
                canEdit
                showCover
                initialCards={initialCards}
                scroller={null}
                actions={actions}
                dragHandleProps={null}
              />
              {drop.placeholder}
            </div>
          )}
        </Droppable>
      </DragDropContext>
    </TestProviders>,
  );
}

/** The cards' own buttons (their drag handles around them are buttons too). */
const shownCards = () =>
  within(screen.getByRole('region', { name: 'Lista Campo' }))
    .getAllByRole('button', { name: /^Cartão / })
    .filter((button) => button.hasAttribute('data-card-id'));

describe('board lists on a big board', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws a screenful of cards for the lists in view and none for the others at first', () => {
    expect(initialCardCounts(50, 1366, 800)).toEqual([
      ...Array.from({ length: 5 }, () => 19),
      ...Array.from({ length: 45 }, () => 0),
    ]);
  });

  it('renders the first cards and more as the list end comes near, always a prefix of the list', () => {
    vi.stubGlobal('IntersectionObserver', FakeObserver);
    renderList(10);
    expect(shownCards().map((button) => button.getAttribute('aria-label'))).toEqual(
      CARDS.slice(0, 10).map((card) => `Cartão ${card.name}`),
    );
    expect(screen.getByText('Mais 30 cartões')).toBeTruthy();
    act(() => FakeObserver.instances[0]?.near());
    expect(shownCards()).toHaveLength(10 + CARDS_STEP);
    act(() => FakeObserver.instances[0]?.near());
    act(() => FakeObserver.instances[0]?.near());
    expect(shownCards()).toHaveLength(40);
    expect(screen.queryByText(/^Mais /)).toBeNull();
  }, 30_000);

  it('renders every card where the browser cannot tell what is in view', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    renderList(0);
    expect(shownCards()).toHaveLength(40);
    expect(screen.getAllByTitle('Você segue este cartão')).toHaveLength(1);
  }, 30_000);
});
