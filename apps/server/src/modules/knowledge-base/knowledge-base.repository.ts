import type { TKbArticle, TKbArticleFields, TKbGroup } from '@pesquisemais/shared';
import type { Queryable } from '../../core/db/connection';
import { sanitizeRichText } from '../../lib/rich-text';

type TArticleRow = Omit<TKbArticle, 'updated'> & { groupId: string; updated: Date | string };
type TGroupRow = { id: string; title: string; path: string };

const ARTICLE_COLUMNS = 'id, group_id AS "groupId", title, content, featured, updated_at AS updated';
const toArticle = ({ groupId: _group, ...row }: TArticleRow): TKbArticle => ({
  ...row,
  updated: new Date(row.updated).toISOString(),
});

/** The knowledge base's groups and articles (one set for everyone; admins write it). */
export function createKnowledgeBaseRepository(db: Queryable) {
  return {
    async groups(): Promise<TKbGroup[]> {
      const groups = await db.query<TGroupRow>('SELECT id, title, path FROM kb_groups ORDER BY position, id');
      const articles = await db.query<TArticleRow>(
        `SELECT ${ARTICLE_COLUMNS} FROM kb_articles ORDER BY position, updated_at, id`,
      );
      return groups.rows.map((group) => {
        const mine = articles.rows.filter((row) => row.groupId === group.id).map(toArticle);
        return {
          ...group,
          articlesCount: mine.length,
          featuredArticles: mine.filter((article) => article.featured),
          articles: mine,
        };
      });
    },

    async groupExists(id: string): Promise<boolean> {
      return (await db.query('SELECT 1 FROM kb_groups WHERE id = $1', [id])).rowCount > 0;
    },

    /** Inserts the article, or replaces the one with its id; the HTML is sanitized. */
    async save(article: TKbArticleFields & { id?: string }): Promise<TKbArticle & { groupId: string }> {
      const result = await db.query<TArticleRow>(
        `INSERT INTO kb_articles (id, group_id, title, content, featured, position)
         VALUES (coalesce($1, gen_random_uuid()::text), $2, $3, $4, $5,
           (SELECT coalesce(max(position), 0) + 1 FROM kb_articles WHERE group_id = $2))
         ON CONFLICT (id) DO UPDATE SET group_id = excluded.group_id, title = excluded.title,
           content = excluded.content, featured = excluded.featured, updated_at = now()
         RETURNING ${ARTICLE_COLUMNS}`,
        [
          article.id ?? null,
          article.groupId,
          article.title,
          sanitizeRichText(article.content),
          article.featured,
        ],
      );
      const row = result.rows[0] as TArticleRow;
      return { ...toArticle(row), groupId: row.groupId };
    },

    async remove(id: string): Promise<boolean> {
      return (await db.query('DELETE FROM kb_articles WHERE id = $1', [id])).rowCount > 0;
    },

    async isEmpty(): Promise<boolean> {
      return (await db.query('SELECT 1 FROM kb_groups LIMIT 1')).rowCount === 0;
    },

    async insertGroup(group: TGroupRow, position: number): Promise<void> {
      await db.query(
        'INSERT INTO kb_groups (id, title, path, position) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING',
        [group.id, group.title, group.path, position],
      );
    },
  };
}
