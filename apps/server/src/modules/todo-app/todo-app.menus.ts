import { type TAppFolder, type TAppLabel, ZAppFolder, ZAppLabel } from '@pesquisemais/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../core/auth/auth';

/** The side menu of the to-do app (spec point 3): one folder, the filters and the labels, in pt-BR. */
export const TODO_FOLDER_MENU: TAppFolder[] = [
  { id: 'all', handle: 'all', title: 'Todas', icon: 'view_headline' },
];

export const TODO_FILTER_MENU: TAppFolder[] = [
  { id: 'starred', handle: 'starred', title: 'Com estrela', icon: 'star' },
  { id: 'important', handle: 'important', title: 'Prioridade', icon: 'error' },
  { id: 'dueDate', handle: 'dueDate', title: 'Agendadas', icon: 'schedule' },
  { id: 'today', handle: 'today', title: 'Hoje', icon: 'today' },
  { id: 'completed', handle: 'completed', title: 'Concluídas', icon: 'check' },
  { id: 'deleted', handle: 'deleted', title: 'Excluídas', icon: 'delete' },
];

export const TODO_LABEL_MENU: TAppLabel[] = [
  { id: 'frontend', handle: 'frontend', title: 'Frontend', color: '#388e3c' },
  { id: 'backend', handle: 'backend', title: 'Backend', color: '#f44336' },
  { id: 'api', handle: 'api', title: 'API', color: '#ff9800' },
  { id: 'issue', handle: 'issue', title: 'Problema', color: '#0091ea' },
  { id: 'mobile', handle: 'mobile', title: 'Mobile', color: '#9c27b0' },
];

const tags = ['todo-app'];

/** GET folders, filters and labels: the same menu for every signed-in user. */
export const todoMenuRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/folders', { schema: { tags, response: { 200: z.array(ZAppFolder) } } }, async (request) => {
    requireUser(request);
    return TODO_FOLDER_MENU;
  });
  app.get('/filters', { schema: { tags, response: { 200: z.array(ZAppFolder) } } }, async (request) => {
    requireUser(request);
    return TODO_FILTER_MENU;
  });
  app.get('/labels', { schema: { tags, response: { 200: z.array(ZAppLabel) } } }, async (request) => {
    requireUser(request);
    return TODO_LABEL_MENU;
  });
};
