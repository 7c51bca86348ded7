import type { Queryable } from '../../core/db/connection';

/** A post as the timeline reads it: author, counts, the viewer's like, comments, survey and shared post. */
export interface PostReadRow {
  id: string;
  type: 'post' | 'article' | 'survey';
  message: string;
  article: { title: string; subtitle: string } | null;
  media: { type: 'image' | 'video'; url: string; thumbnailUrl: string }[];
  created_at: Date | string;
  user_id: string;
  display_name: string;
  photo_url: string;
  survey_id: string | null;
  campaign_id: string | null;
  survey_title: string | null;
  campaign_status: string | null;
  likes: number;
  liked: boolean;
  shares: number;
  comments: {
    id: string;
    message: string;
    time: string;
    userId: string;
    displayName: string;
    photoURL: string;
  }[];
  shared_id: string | null;
  shared_message: string | null;
  shared_user_id: string | null;
  shared_display_name: string | null;
  shared_photo_url: string | null;
}

export interface ActivityReadRow {
  id: string;
  message: string;
  created_at: Date | string;
  user_id: string;
  display_name: string;
  photo_url: string;
}

const COMMENTS_PER_POST = 50;
export const TIMELINE_LIMIT = 50;

/** $1 is the viewer; the caller adds the WHERE on `p` from $2 on. */
const POST_SELECT = `SELECT p.id, p.type, p.message, p.article, p.media, p.created_at,
    u.id AS user_id, u.display_name, u.photo_url,
    p.survey_id, p.campaign_id, s.title AS survey_title, c.status AS campaign_status,
    (SELECT count(*)::int FROM post_likes l WHERE l.post_id = p.id) AS likes,
    EXISTS (SELECT 1 FROM post_likes l WHERE l.post_id = p.id AND l.user_id = $1) AS liked,
    (SELECT count(*)::int FROM posts sp WHERE sp.shared_post_id = p.id) AS shares,
    COALESCE((SELECT json_agg(json_build_object('id', pc.id, 'message', pc.message, 'time', pc.created_at,
        'userId', cu.id, 'displayName', cu.display_name, 'photoURL', cu.photo_url) ORDER BY pc.created_at)
      FROM (SELECT * FROM post_comments WHERE post_id = p.id ORDER BY created_at LIMIT ${COMMENTS_PER_POST}) pc
      JOIN users cu ON cu.id = pc.user_id), '[]'::json) AS comments,
    o.id AS shared_id, o.message AS shared_message,
    ou.id AS shared_user_id, ou.display_name AS shared_display_name, ou.photo_url AS shared_photo_url
  FROM posts p
  JOIN users u ON u.id = p.user_id
  LEFT JOIN campaigns c ON c.id = p.campaign_id
  LEFT JOIN surveys s ON s.id = p.survey_id
  LEFT JOIN posts o ON o.id = p.shared_post_id
  LEFT JOIN users ou ON ou.id = o.user_id`;

/** Timeline reads: joins over users, surveys and campaigns (read model only; nothing here writes). */
export function createFeedReadRepository(db: Queryable) {
  return {
    /**
     * The owner's posts, newest first, `limit` of them after the post `before` (keyset paging on
     * created_at then id, so posts written meanwhile never shift a page).
     */
    async postsOf(
      ownerId: string,
      viewerId: string,
      page: { before?: string; limit: number } = { limit: TIMELINE_LIMIT },
    ): Promise<PostReadRow[]> {
      const after = page.before
        ? 'AND (p.created_at, p.id) < (SELECT b.created_at, b.id FROM posts b WHERE b.id = $3 AND b.user_id = $2)'
        : '';
      const result = await db.query<PostReadRow>(
        `${POST_SELECT} WHERE p.user_id = $2 ${after}
         ORDER BY p.created_at DESC, p.id DESC LIMIT ${Math.trunc(page.limit)}`,
        page.before ? [viewerId, ownerId, page.before] : [viewerId, ownerId],
      );
      return result.rows;
    },

    async post(postId: string, viewerId: string): Promise<PostReadRow | null> {
      const result = await db.query<PostReadRow>(`${POST_SELECT} WHERE p.id = $2`, [viewerId, postId]);
      return result.rows[0] ?? null;
    },

    async activitiesOf(ownerId: string): Promise<ActivityReadRow[]> {
      const result = await db.query<ActivityReadRow>(
        `SELECT a.id::text AS id, a.message, a.created_at, u.id AS user_id, u.display_name, u.photo_url
         FROM activities a JOIN users u ON u.id = a.user_id
         WHERE a.user_id = $1 ORDER BY a.created_at DESC, a.id DESC LIMIT ${TIMELINE_LIMIT}`,
        [ownerId],
      );
      return result.rows;
    },

    async person(userId: string) {
      const result = await db.query<{ id: string; display_name: string; photo_url: string; role: string }>(
        'SELECT id, display_name, photo_url, role FROM users WHERE id = $1',
        [userId],
      );
      return result.rows[0] ?? null;
    },

    /** These users (those that still exist) with name and avatar, in the order of `ids`. */
    async people(ids: readonly string[]) {
      const result = await db.query<{ id: string; display_name: string; photo_url: string; role: string }>(
        `SELECT u.id, u.display_name, u.photo_url, u.role FROM unnest($1::uuid[]) WITH ORDINALITY AS f (id, ord)
          JOIN users u ON u.id = f.id ORDER BY f.ord`,
        [ids],
      );
      return result.rows;
    },

    /** Up to 20 users of `roles` whose name or e-mail holds `pattern` (null: any), by name. */
    async findPeople(pattern: string | null, roles: readonly string[]) {
      const result = await db.query<{ id: string; display_name: string; photo_url: string }>(
        `SELECT id, display_name, photo_url FROM users
          WHERE role = ANY ($2::text[]) AND ($1::text IS NULL OR display_name ILIKE $1 OR email ILIKE $1)
          ORDER BY display_name, id LIMIT 20`,
        [pattern, roles],
      );
      return result.rows;
    },

    /** A campaign a survey post may point at: it must be taking answers. */
    async openCampaign(campaignId: string) {
      const result = await db.query<{ id: string; survey_id: string }>(
        `SELECT id, survey_id FROM campaigns WHERE id = $1 AND status = 'fielding'`,
        [campaignId],
      );
      return result.rows[0] ?? null;
    },

    async surveyTitleOfCampaign(campaignId: string): Promise<string | null> {
      const result = await db.query<{ title: string }>(
        'SELECT s.title FROM campaigns c JOIN surveys s ON s.id = c.survey_id WHERE c.id = $1',
        [campaignId],
      );
      return result.rows[0]?.title ?? null;
    },
  };
}
