import {
  GLOBAL_SEARCH_LIMITS,
  GLOBAL_SEARCH_PAGES_LABEL,
  isNavIconName,
  type TGlobalSearchKind,
  type TGlobalSearchResults,
  type TNavIconName,
  type TNavItem,
  ZGlobalSearchResults,
} from '@pesquisemais/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { apiRequest } from '@/lib/api-client';

/** The full results page (features/search), `?q=` the query. */
export const SEARCH_PAGE_PATH = '/apps/search';

/** Typing pauses this long before the records are asked for (one request per pause, not per key). */
export const SEARCH_DEBOUNCE_MS = 200;

/** `value`, once it has stopped changing for `ms`. */
export function useDebounced<T>(value: T, ms = SEARCH_DEBOUNCE_MS): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/**
 * GET /api/global-search (the toolbar search and /apps/search): the records this user may see whose words
 * match `q`, grouped by kind, at most `limit` per kind. Not asked for an empty query or when `isEnabled` is
 * false (a guest has no records to find).
 */
export function useGlobalSearch(
  q: string,
  limit: number = GLOBAL_SEARCH_LIMITS.pagePerKind,
  isEnabled = true,
) {
  const query = q.trim();
  return useQuery(
    queryOptions({
      queryKey: ['global-search', query, limit],
      queryFn: ({ signal }) =>
        apiRequest(`/api/global-search?q=${encodeURIComponent(query)}&limit=${limit}`, {
          signal,
          schema: ZGlobalSearchResults,
        }),
      enabled: isEnabled && query !== '',
      placeholderData: keepPreviousData,
      staleTime: 10_000,
    }),
  );
}

/** One line of the search results: a menu page or a record. */
export type TSearchEntry = {
  key: string;
  /** The group it is listed under ('Páginas', 'Questionários', ...). */
  group: string;
  title: string;
  secondary: string;
  url: string;
  icon: TNavIconName | undefined;
};

export const GLOBAL_SEARCH_KIND_ICONS: Record<TGlobalSearchKind, TNavIconName> = {
  questionnaire: 'QuizOutlined',
  campaign: 'CampaignOutlined',
  respondent: 'GroupOutlined',
  board: 'ViewKanbanOutlined',
  card: 'CheckBoxOutlined',
  report: 'AssessmentOutlined',
  room: 'VideocamOutlined',
};

export function pageEntries(pages: readonly TNavItem[]): TSearchEntry[] {
  return pages.map((item) => ({
    key: `page:${item.id}`,
    group: GLOBAL_SEARCH_PAGES_LABEL,
    title: item.title,
    secondary: item.url ?? '',
    url: item.url ?? '',
    icon: isNavIconName(item.icon) ? item.icon : undefined,
  }));
}

export function recordEntries(results: TGlobalSearchResults | undefined): TSearchEntry[] {
  return (results?.groups ?? []).flatMap((group) =>
    group.hits.map((hit) => ({
      key: `${hit.kind}:${hit.id}`,
      group: group.label,
      title: hit.title,
      secondary: hit.excerpt,
      url: hit.url,
      icon: GLOBAL_SEARCH_KIND_ICONS[hit.kind],
    })),
  );
}

/**
 * At most `cap` entries, menu pages first: records keep room for themselves (pages give way down to 3 when
 * records are there) and pages fill what records leave.
 */
export function capEntries(pages: TSearchEntry[], records: TSearchEntry[], cap: number): TSearchEntry[] {
  const pagesShown = Math.min(pages.length, Math.max(cap - records.length, Math.min(3, cap)));
  return [...pages.slice(0, pagesShown), ...records.slice(0, cap - pagesShown)];
}

/** Entries in runs of one group each, in their order. */
export function groupEntries(entries: TSearchEntry[]): { group: string; entries: TSearchEntry[] }[] {
  const groups: { group: string; entries: TSearchEntry[] }[] = [];
  for (const entry of entries) {
    const last = groups.at(-1);
    if (last?.group === entry.group) last.entries.push(entry);
    else groups.push({ group: entry.group, entries: [entry] });
  }
  return groups;
}
