import type { TDocList } from '@pesquisemais/shared';

export interface CardPlace {
  cardId: string;
  listId: string;
  position: number;
}

/**
 * Where every card of the named lists goes. `current` is the board as the lock holder reads it; null when
 * a named list is not on the board. The named cards come first, in the given order (a card named twice
 * counts where it is first named; ids not on the board are dropped), then the list's other cards as they were.
 */
export function planCardOrder(
  current: TDocList[],
  wanted: { id: string; idCards: string[] }[],
): CardPlace[] | null {
  const lists = new Map(current.map((list) => [list.id, list]));
  const onBoard = new Set(current.flatMap((list) => list.idCards));
  if (wanted.some((list) => !lists.has(list.id))) return null;
  const named = new Set<string>();
  const order = new Map<string, string[]>();
  for (const list of wanted) {
    const ids = order.get(list.id) ?? [];
    for (const cardId of list.idCards) {
      if (!onBoard.has(cardId) || named.has(cardId)) continue;
      named.add(cardId);
      ids.push(cardId);
    }
    order.set(list.id, ids);
  }
  const places: CardPlace[] = [];
  for (const [listId, ids] of order) {
    const rest = (lists.get(listId)?.idCards ?? []).filter((cardId) => !named.has(cardId));
    [...ids, ...rest].forEach((cardId, index) => {
      places.push({ cardId, listId, position: index + 1 });
    });
  }
  return places;
}

/** The lists in the given order (known ids, first mention), then the ones not named, as they were. */
export function planListOrder(current: TDocList[], wanted: string[]): string[] {
  const known = new Set(current.map((list) => list.id));
  const named = [...new Set(wanted.filter((id) => known.has(id)))];
  const chosen = new Set(named);
  return [...named, ...current.map((list) => list.id).filter((id) => !chosen.has(id))];
}
