import type { Queryable } from '../../core/db/connection';

export interface NewPostRow {
  userId: string;
  type: 'post' | 'article' | 'survey';
  message: string;
  article: { title: string; subtitle: string } | null;
  surveyId: string | null;
  campaignId: string | null;
  sharedPostId: string | null;
}

/** The profile module's own tables: profiles, posts, likes, comments, activities. */
export function createProfileRepository(db: Queryable) {
  return {
    async about(userId: string): Promise<unknown> {
      const result = await db.query<{ about: unknown }>('SELECT about FROM profiles WHERE user_id = $1', [
        userId,
      ]);
      return result.rows[0]?.about ?? {};
    },

    async saveAbout(userId: string, about: unknown): Promise<void> {
      await db.query(
        `INSERT INTO profiles (user_id, about) VALUES ($1, $2::jsonb)
         ON CONFLICT (user_id) DO UPDATE SET about = EXCLUDED.about, updated_at = now()`,
        [userId, JSON.stringify(about)],
      );
    },

    async insertPost(post: NewPostRow): Promise<string> {
      const result = await db.query<{ id: string }>(
        `INSERT INTO posts (user_id, type, message, article, survey_id, campaign_id, shared_post_id)
         VALUES ($1, $2, $3, $4::jsonb, $5, $6, $7) RETURNING id`,
        [
          post.userId,
          post.type,
          post.message,
          post.article ? JSON.stringify(post.article) : null,
          post.surveyId,
          post.campaignId,
          post.sharedPostId,
        ],
      );
      return (result.rows[0] as { id: string }).id;
    },

    async setMedia(postId: string, media: { type: 'image'; url: string; thumbnailUrl: string }[]) {
      await db.query('UPDATE posts SET media = $2::jsonb WHERE id = $1', [postId, JSON.stringify(media)]);
    },

    /** The original a share points at (a share of a share points at the first post). */
    async shareTarget(postId: string): Promise<string | null> {
      const result = await db.query<{ id: string }>(
        'SELECT COALESCE(shared_post_id, id) AS id FROM posts WHERE id = $1',
        [postId],
      );
      return result.rows[0]?.id ?? null;
    },

    /** Likes or unlikes; one statement each way, so double clicks cannot count twice. */
    async toggleLike(postId: string, userId: string): Promise<void> {
      const removed = await db.query(
        'DELETE FROM post_likes WHERE post_id = $1 AND user_id = $2 RETURNING post_id',
        [postId, userId],
      );
      if (removed.rowCount > 0) return;
      await db.query('INSERT INTO post_likes (post_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [
        postId,
        userId,
      ]);
    },

    async likes(postId: string, userId: string) {
      const result = await db.query<{ likes: number; liked: boolean }>(
        `SELECT count(*)::int AS likes, COALESCE(bool_or(user_id = $2), false) AS liked
         FROM post_likes WHERE post_id = $1`,
        [postId, userId],
      );
      return result.rows[0] ?? { likes: 0, liked: false };
    },

    async insertComment(postId: string, userId: string, message: string): Promise<void> {
      await db.query('INSERT INTO post_comments (post_id, user_id, message) VALUES ($1, $2, $3)', [
        postId,
        userId,
        message,
      ]);
    },

    /** One line per deed; the same deed again (a new version published) moves it to the top. */
    async recordActivity(userId: string, kind: string, refId: string, message: string): Promise<void> {
      await db.query(
        `INSERT INTO activities (user_id, kind, ref_id, message) SELECT $1, $2, $3, $4
         WHERE EXISTS (SELECT 1 FROM users WHERE id = $1)
         ON CONFLICT (user_id, kind, ref_id) DO UPDATE SET message = EXCLUDED.message, created_at = now()`,
        [userId, kind, refId, message],
      );
    },
  };
}
