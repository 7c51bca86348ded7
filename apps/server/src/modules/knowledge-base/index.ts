import {
  KB_MESSAGES,
  ZKbArticleIdBody,
  ZKbGroupList,
  ZSavedKbArticle,
  ZSaveKbArticleBody,
} from '@pesquisemais/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize } from '../../core/auth/auth';
import { AppError } from '../../lib/app-error';
import { createKnowledgeBaseRepository } from './knowledge-base.repository';

const tags = ['knowledge-base'];

/**
 * The knowledge base (spec point 7): GET answers the whole data set of groups and articles to everyone, like
 * the FAQ; admins insert, replace (by id) and remove articles.
 */
export const knowledgeBaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const kb = createKnowledgeBaseRepository(app.db);

  app.get('/', { schema: { tags, response: { 200: ZKbGroupList } } }, () => kb.groups());

  app.post(
    '/article/save',
    { schema: { tags, body: ZSaveKbArticleBody, response: { 200: ZSavedKbArticle } } },
    (request) => {
      authorize(request, 'knowledge-base:author');
      const { article } = request.body;
      return app.db.transaction(async (tx) => {
        const repo = createKnowledgeBaseRepository(tx);
        if (!(await repo.groupExists(article.groupId))) {
          throw new AppError('VALIDATION', KB_MESSAGES.groupNotFound, { groupId: KB_MESSAGES.groupNotFound });
        }
        return repo.save(article);
      });
    },
  );

  app.post(
    '/article/remove',
    { schema: { tags, body: ZKbArticleIdBody, response: { 200: ZKbArticleIdBody } } },
    async (request) => {
      authorize(request, 'knowledge-base:author');
      if (!(await kb.remove(request.body.articleId))) {
        throw new AppError('NOT_FOUND', KB_MESSAGES.articleNotFound);
      }
      return request.body;
    },
  );
};
