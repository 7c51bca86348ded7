import {
  MAILING_MESSAGES,
  pageOf,
  slugify,
  type TMailTemplate,
  type TMailTemplateBody,
  type TMailTemplateKind,
  type TPageQuery,
} from '@pesquisemais/shared';
import sanitizeHtml from 'sanitize-html';
import type { Db } from '../../core/db/connection';
import { AppError } from '../../lib/app-error';
import { pageWindow } from '../../lib/sql';
import { checkMergeFields } from './merge-values';
import { createTemplatesRepository, type TemplateRow } from './templates.repository';

/** What the rich-text editor writes, and nothing that could run in a mail client. */
const BODY_RULES: sanitizeHtml.IOptions = {
  allowedTags: [...sanitizeHtml.defaults.allowedTags, 'h1', 'h2', 'img', 'span', 's', 'u'],
  allowedAttributes: {
    a: ['href', 'target', 'rel'],
    img: ['src', 'alt', 'width', 'height'],
    '*': ['style'],
  },
  allowedStyles: { '*': { 'text-align': [/^(left|right|center|justify)$/] } },
};

export function cleanBody(html: string): string {
  return sanitizeHtml(html, BODY_RULES);
}

export function toTemplate(row: TemplateRow): TMailTemplate {
  return {
    id: row.id,
    name: row.name,
    slug: slugify(row.name, { fallback: 'modelo' }),
    kind: row.kind,
    subject: row.subject,
    bodyHtml: row.body_html,
    version: row.version,
    versionId: row.version_id,
    updatedAt: new Date(row.updated_at).toISOString(),
  };
}

/** E-mail templates: a save checks the merge fields and keeps the earlier versions. */
export function createTemplatesService(db: Db) {
  const templates = createTemplatesRepository(db);

  async function checked(body: TMailTemplateBody): Promise<TMailTemplateBody> {
    const clean = { ...body, bodyHtml: cleanBody(body.bodyHtml) };
    checkMergeFields([clean.subject, clean.bodyHtml], await templates.panelAttributeKeys());
    return clean;
  }

  async function get(id: string): Promise<TMailTemplate> {
    const row = await templates.find(id);
    if (!row) throw new AppError('NOT_FOUND', MAILING_MESSAGES.templateNotFound);
    return toTemplate(row);
  }

  return {
    get,

    async list(filters: { q?: string; kind?: TMailTemplateKind }, paging: TPageQuery) {
      const { rows, total } = await templates.list(filters, pageWindow(paging));
      return pageOf(
        rows.map((row) => {
          const { bodyHtml: _body, ...rest } = toTemplate(row);
          return rest;
        }),
        total,
        paging,
      );
    },

    async create(body: TMailTemplateBody, userId: string): Promise<TMailTemplate> {
      const clean = await checked(body);
      const id = await db.transaction((tx) => templates.insert(clean, userId, tx));
      return get(id);
    },

    async save(id: string, body: TMailTemplateBody, userId: string): Promise<TMailTemplate> {
      const clean = await checked(body);
      const found = await db.transaction((tx) => templates.addVersion(id, clean, userId, tx));
      if (!found) throw new AppError('NOT_FOUND', MAILING_MESSAGES.templateNotFound);
      return get(id);
    },

    async versions(id: string) {
      await get(id);
      return (await templates.versions(id)).map((row) => ({
        id: row.id,
        version: row.version,
        subject: row.subject,
        createdAt: new Date(row.created_at).toISOString(),
        createdBy: row.created_by,
      }));
    },

    attributeKeys: () => templates.panelAttributeKeys(),
    checkFields: async (texts: string[]) => checkMergeFields(texts, await templates.panelAttributeKeys()),
  };
}

export type TemplatesService = ReturnType<typeof createTemplatesService>;
