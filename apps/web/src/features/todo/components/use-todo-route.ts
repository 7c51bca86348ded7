import { TODO_FILTERS, TODO_LABELS, type TTodosQuery } from '@pesquisemais/shared';
import { useParams } from 'react-router';

const isOneOf = <T extends string>(list: readonly T[], value: string | undefined): value is T =>
  value !== undefined && (list as readonly string[]).includes(value);

/** What the to-do route shows: the list's query and whether it is the removed tasks. */
export function useTodoRoute(): { query: TTodosQuery; listKey: string } {
  const { filterHandle, labelHandle } = useParams();
  if (isOneOf(TODO_LABELS, labelHandle)) return { query: { labelHandle }, listKey: `label/${labelHandle}` };
  if (isOneOf(TODO_FILTERS, filterHandle))
    return { query: { filterHandle }, listKey: `filter/${filterHandle}` };
  return { query: { folderHandle: 'all' }, listKey: 'all' };
}
