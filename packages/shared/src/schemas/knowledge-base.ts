import { z } from 'zod';
import { zLine } from './template-apps';
import { zText } from './text';

/**
 * The knowledge base (spec points 2, 3 and 7, GET /api/knowledge-base): groups, each with its page path, its
 * articles count and featured articles; an article has id, title and HTML content. Admins write articles.
 */
export const KB_MESSAGES = {
  articleNotFound: 'Artigo não encontrado.',
  groupNotFound: 'Categoria não encontrada.',
} as const;
export const KB_LIMITS = { title: 200, content: 50_000 } as const;

export const ZKbArticle = z.object({
  id: z.string(),
  title: z.string(),
  content: z.string(),
  featured: z.boolean(),
  updated: z.string(),
});
export type TKbArticle = z.infer<typeof ZKbArticle>;

export const ZKbGroup = z.object({
  id: z.string(),
  title: z.string(),
  path: z.string(),
  articlesCount: z.number().int(),
  featuredArticles: z.array(ZKbArticle),
  articles: z.array(ZKbArticle),
});
export type TKbGroup = z.infer<typeof ZKbGroup>;
export const ZKbGroupList = z.array(ZKbGroup);

const zKbId = (what: string) =>
  z
    .string()
    .min(1, `Identificador de ${what} inválido`)
    .max(60, `Identificador de ${what} inválido`)
    .regex(/^[A-Za-z0-9_-]+$/, `Identificador de ${what} inválido`);

export const ZKbArticleFields = z.object({
  groupId: zKbId('categoria'),
  title: zLine(KB_LIMITS.title, 'Título').min(1, 'Informe o título do artigo'),
  content: zText().max(KB_LIMITS.content, `Conteúdo: no máximo ${KB_LIMITS.content} caracteres`).default(''),
  featured: z.boolean().default(false),
});
export type TKbArticleFields = z.output<typeof ZKbArticleFields>;
export type TKbArticleInput = z.input<typeof ZKbArticleFields>;

/** Inserts an article (no id) or replaces the one with that id. */
export const ZSaveKbArticleBody = z.object({
  article: ZKbArticleFields.extend({ id: zKbId('artigo').optional() }),
});
export const ZKbArticleIdBody = z.object({ articleId: zKbId('artigo') });
export const ZSavedKbArticle = ZKbArticle.extend({ groupId: z.string() });
