import { describe, expect, it } from 'vitest';
import { moveCard, moveList } from './board-moves';

const lists = [
  { id: 'a', name: 'Proposta', idCards: ['1', '2', '3'] },
  { id: 'b', name: 'Campo', idCards: ['4'] },
];

describe('board moves', () => {
  it('moves a card inside its list', () => {
    expect(moveCard(lists, '1', { droppableId: 'a', index: 0 }, { droppableId: 'a', index: 2 })).toEqual([
      { id: 'a', name: 'Proposta', idCards: ['2', '3', '1'] },
    ]);
  });

  it('moves a card to another list at the drop position, changing only those two lists', () => {
    expect(moveCard(lists, '2', { droppableId: 'a', index: 1 }, { droppableId: 'b', index: 0 })).toEqual([
      { id: 'a', name: 'Proposta', idCards: ['1', '3'] },
      { id: 'b', name: 'Campo', idCards: ['2', '4'] },
    ]);
    expect(moveCard(lists, '2', { droppableId: 'a', index: 1 }, { droppableId: 'x', index: 0 })).toEqual([]);
  });

  it('reorders lists', () => {
    expect(moveList(lists, 0, 1).map((list) => list.id)).toEqual(['b', 'a']);
  });
});
