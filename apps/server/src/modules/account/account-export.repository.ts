import type { Queryable } from '../../core/db/connection';

/**
 * Everything stored about one user, for the LGPD download: a read model over the tables of several
 * modules, every query filtered by that user's id. Responses are the ones the user answered, never the
 * interviews it ran (those hold other people's answers).
 */
const SECTIONS: Record<string, string> = {
  roleChanges:
    'SELECT old_role, new_role, changed_at FROM role_changes WHERE user_id = $1 ORDER BY changed_at',
  calendarEvents: `SELECT title, all_day, starts_at, ends_at, description FROM calendar_events
    WHERE owner_id = $1 ORDER BY starts_at`,
  notes: `SELECT title, description, archive, reminder, checklist, labels, created_at FROM notes
    WHERE owner_id = $1 ORDER BY created_at`,
  pushSubscriptions:
    'SELECT endpoint, created_at FROM push_subscriptions WHERE user_id = $1 ORDER BY created_at',
  surveyResponses: `SELECT r.id, c.name AS campaign, r.status, r.answers, r.started_at, r.completed_at
    FROM responses r JOIN campaigns c ON c.id = r.campaign_id
    WHERE r.user_id = $1 AND NOT r.is_interview ORDER BY r.started_at`,
  reportDownloads: `SELECT d.report_id, d.via, d.ip, d.downloaded_at FROM report_downloads d
    WHERE d.user_id = $1 ORDER BY d.downloaded_at`,
  profile: 'SELECT about, updated_at FROM profiles WHERE user_id = $1',
  posts: `SELECT id, type, message, article, survey_id, campaign_id, media, shared_post_id, created_at
    FROM posts WHERE user_id = $1 ORDER BY created_at`,
  comments: 'SELECT post_id, message, created_at FROM post_comments WHERE user_id = $1 ORDER BY created_at',
  postImages: `SELECT id, post_id, '/api/profile/images/' || image_key AS url,
    '/api/profile/images/' || thumb_key AS thumbnail_url, width, height, created_at
    FROM post_images WHERE user_id = $1 ORDER BY created_at`,
  likes: 'SELECT post_id, created_at FROM post_likes WHERE user_id = $1 ORDER BY created_at',
  activities: 'SELECT kind, message, created_at FROM activities WHERE user_id = $1 ORDER BY created_at',
  emailChanges:
    'SELECT new_email, created_at, used_at FROM email_changes WHERE user_id = $1 ORDER BY created_at',
  // The LGPD consents given at registration: the exact text, its version, when and from where.
  consents: `SELECT consent_text, text_version, accepted_at, ip FROM consent_records
    WHERE user_id = $1 ORDER BY accepted_at`,
};

export type TAccountExport = Record<string, unknown> & { account: Record<string, unknown> | null };

export async function readAccountExport(db: Queryable, userId: string): Promise<TAccountExport> {
  const account = await db.query<Record<string, unknown>>(
    `SELECT id, email, display_name, photo_url, role, settings, shortcuts, created_at, updated_at
     FROM users WHERE id = $1`,
    [userId],
  );
  const data: TAccountExport = { account: account.rows[0] ?? null };
  for (const [name, sql] of Object.entries(SECTIONS)) {
    data[name] = (await db.query<Record<string, unknown>>(sql, [userId])).rows;
  }
  return data;
}
