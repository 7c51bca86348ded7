import type { TDocList } from '@pesquisemais/shared';

type TPlace = { droppableId: string; index: number };

/** The lists a card drag changes (one, or the two it went between), with the card at its new place. */
export function moveCard(lists: TDocList[], cardId: string, from: TPlace, to: TPlace): TDocList[] {
  const source = lists.find((list) => list.id === from.droppableId);
  const target = lists.find((list) => list.id === to.droppableId);
  if (!source || !target) return [];
  const without = source.idCards.filter((id) => id !== cardId);
  if (source.id === target.id) {
    const idCards = [...without];
    idCards.splice(to.index, 0, cardId);
    return [{ ...source, idCards }];
  }
  const idCards = [...target.idCards.filter((id) => id !== cardId)];
  idCards.splice(to.index, 0, cardId);
  return [
    { ...source, idCards: without },
    { ...target, idCards },
  ];
}

/** All lists in their new order after a list drag. */
export function moveList(lists: TDocList[], fromIndex: number, toIndex: number): TDocList[] {
  const next = [...lists];
  const [moved] = next.splice(fromIndex, 1);
  if (moved) next.splice(toIndex, 0, moved);
  return next;
}
