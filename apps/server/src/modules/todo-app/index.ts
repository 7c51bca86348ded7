import {
  TODO_MESSAGES,
  ZNewTodoBody,
  ZRemoveTodoBody,
  ZTodo,
  ZTodoDeleteBody,
  ZTodoList,
  ZTodoSetFolderBody,
  ZTodosQuery,
  ZTodoToggleLabelBody,
  ZUpdateTodoBody,
} from '@pesquisemais/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../core/auth/auth';
import { AppError } from '../../lib/app-error';
import { todoMenuRoutes } from './todo-app.menus';
import { createTodoRepository } from './todo-app.repository';

const tags = ['todo-app'];

/** The to-do app (spec point 7, /api/todo-app): every signed-in user has their own tasks. */
export const todoAppRoutes: FastifyPluginAsyncZod = async (app) => {
  const todos = createTodoRepository(app.db);
  const found = <T>(value: T | null | undefined): T => {
    if (!value) throw new AppError('NOT_FOUND', TODO_MESSAGES.notFound);
    return value;
  };

  await app.register(todoMenuRoutes);

  app.get('/todos', { schema: { tags, querystring: ZTodosQuery, response: { 200: ZTodoList } } }, (request) =>
    todos.list(requireUser(request).id, request.query),
  );

  app.post(
    '/new-todo',
    { schema: { tags, body: ZNewTodoBody, response: { 200: ZTodo } } },
    async (request) => {
      const [todo] = await todos.insertMany([{ ...request.body, ownerId: requireUser(request).id }]);
      return found(todo);
    },
  );

  app.post(
    '/update-todo',
    { schema: { tags, body: ZUpdateTodoBody, response: { 200: ZTodo } } },
    async (request) => found(await todos.update(requireUser(request).id, request.body)),
  );

  app.post(
    '/remove-todo',
    { schema: { tags, body: ZRemoveTodoBody, response: { 200: ZTodo } } },
    async (request) => {
      const id = typeof request.body === 'string' ? request.body : request.body.id;
      const [todo] = await todos.setDeleted(requireUser(request).id, [id], true);
      return found(todo);
    },
  );

  // The only folder is 'all': moving tasks there brings removed ones back.
  app.post(
    '/set-folder',
    { schema: { tags, body: ZTodoSetFolderBody, response: { 200: ZTodoList } } },
    (request) => todos.setDeleted(requireUser(request).id, request.body.selectedTodoIds, false),
  );

  app.post(
    '/toggle-label',
    { schema: { tags, body: ZTodoToggleLabelBody, response: { 200: ZTodoList } } },
    (request) =>
      todos.toggleLabel(requireUser(request).id, request.body.selectedTodoIds, request.body.labelId),
  );

  app.post(
    '/delete-todos',
    { schema: { tags, body: ZTodoDeleteBody, response: { 200: ZTodoList } } },
    (request) => todos.setDeleted(requireUser(request).id, request.body.selectedTodoIds, true),
  );
};
