import type { TKbGroup } from '@pesquisemais/shared';

export const KB_HOME = '/pages/knowledge-base';
export const groupUrl = (group: Pick<TKbGroup, 'path'>) => `${KB_HOME}/${encodeURIComponent(group.path)}`;
export const articleUrl = (group: Pick<TKbGroup, 'path'>, articleId: string) =>
  `${groupUrl(group)}/${encodeURIComponent(articleId)}`;

/** Articles whose title or text (HTML tags left out) holds every word of the query, any case or accent. */
export function searchArticles(groups: readonly TKbGroup[], query: string) {
  const fold = (text: string) =>
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [];
  return groups.flatMap((group) =>
    group.articles
      .filter((article) => {
        const text = fold(`${article.title} ${article.content.replace(/<[^>]*>/g, ' ')}`);
        return words.every((word) => text.includes(word));
      })
      .map((article) => ({ group, article })),
  );
}
