import type { TMailTemplateKind } from '@pesquisemais/shared';
import type { Queryable } from '../../core/db/connection';
import { likePattern, type PageWindow, selectPage } from '../../lib/sql';

export interface TemplateRow {
  id: string;
  name: string;
  kind: TMailTemplateKind;
  version: number;
  version_id: string;
  subject: string;
  body_html: string;
  updated_at: Date | string;
}

export interface VersionRow {
  id: string;
  template_id: string;
  version: number;
  subject: string;
  body_html: string;
  created_at: Date | string;
  created_by: string | null;
}

const SELECT = `SELECT t.id, t.name, t.kind, v.version, v.id AS version_id, v.subject, v.body_html, t.updated_at
  FROM mail_templates t JOIN mail_template_versions v ON v.template_id = t.id AND v.version = t.current_version`;

/** E-mail templates: each save adds a version; the template points at its newest one. */
export function createTemplatesRepository(db: Queryable) {
  return {
    /** The templates a direct e-mail may use (invitations and free texts), by name. */
    async directTemplates(): Promise<{ id: string; name: string }[]> {
      const { rows } = await db.query<{ id: string; name: string }>(
        `SELECT id, name FROM mail_templates WHERE kind IN ('convite', 'livre') ORDER BY name, id LIMIT 200`,
      );
      return rows;
    },

    async isEmpty(): Promise<boolean> {
      const { rows } = await db.query('SELECT 1 FROM mail_templates LIMIT 1');
      return rows.length === 0;
    },

    async list(filters: { q?: string; kind?: TMailTemplateKind }, page: PageWindow) {
      const where = `WHERE ($1::text IS NULL OR t.name ILIKE $1 OR v.subject ILIKE $1)
        AND ($2::text IS NULL OR t.kind = $2)`;
      return selectPage<TemplateRow>(
        db,
        {
          rows: `${SELECT} ${where} ORDER BY t.updated_at DESC, t.id`,
          count: `SELECT count(*)::int AS total FROM mail_templates t
            JOIN mail_template_versions v ON v.template_id = t.id AND v.version = t.current_version ${where}`,
        },
        [likePattern(filters.q), filters.kind ?? null],
        page,
      );
    },

    async find(id: string): Promise<TemplateRow | null> {
      const result = await db.query<TemplateRow>(`${SELECT} WHERE t.id = $1`, [id]);
      return result.rows[0] ?? null;
    },

    async insert(
      body: { name: string; kind: TMailTemplateKind; subject: string; bodyHtml: string },
      userId: string,
      tx: Queryable,
    ): Promise<string> {
      const template = await tx.query<{ id: string }>(
        'INSERT INTO mail_templates (name, kind, created_by) VALUES ($1, $2, $3) RETURNING id',
        [body.name, body.kind, userId],
      );
      const id = template.rows[0]?.id as string;
      await tx.query(
        `INSERT INTO mail_template_versions (template_id, version, subject, body_html, created_by)
         VALUES ($1, 1, $2, $3, $4)`,
        [id, body.subject, body.bodyHtml, userId],
      );
      return id;
    },

    /** A new version; false when the template does not exist. */
    async addVersion(
      id: string,
      body: { name: string; kind: TMailTemplateKind; subject: string; bodyHtml: string },
      userId: string,
      tx: Queryable,
    ): Promise<boolean> {
      const bumped = await tx.query<{ current_version: number }>(
        `UPDATE mail_templates SET name = $2, kind = $3, current_version = current_version + 1, updated_at = now()
          WHERE id = $1 RETURNING current_version`,
        [id, body.name, body.kind],
      );
      const version = bumped.rows[0]?.current_version;
      if (version === undefined) return false;
      await tx.query(
        `INSERT INTO mail_template_versions (template_id, version, subject, body_html, created_by)
         VALUES ($1, $2, $3, $4, $5)`,
        [id, version, body.subject, body.bodyHtml, userId],
      );
      return true;
    },

    async versions(id: string) {
      const result = await db.query<VersionRow & { created_by_name: string | null }>(
        `SELECT v.id, v.template_id, v.version, v.subject, v.body_html, v.created_at, u.display_name AS created_by
           FROM mail_template_versions v LEFT JOIN users u ON u.id = v.created_by
          WHERE v.template_id = $1 ORDER BY v.version DESC`,
        [id],
      );
      return result.rows;
    },

    async findVersion(versionId: string): Promise<VersionRow | null> {
      const result = await db.query<VersionRow>(
        `SELECT id, template_id, version, subject, body_html, created_at, created_by
           FROM mail_template_versions WHERE id = $1`,
        [versionId],
      );
      return result.rows[0] ?? null;
    },

    /** Attribute names in use in the panel: each is a merge field too. */
    async panelAttributeKeys(): Promise<string[]> {
      const result = await db.query<{ key: string }>(
        'SELECT DISTINCT jsonb_object_keys(attributes) AS key FROM respondents ORDER BY 1',
      );
      return result.rows.map((row) => row.key);
    },
  };
}
