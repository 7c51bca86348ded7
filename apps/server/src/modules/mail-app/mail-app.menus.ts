import { type TAppFolder, type TAppLabel, ZAppFolder, ZAppLabel } from '@pesquisemais/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../core/auth/auth';

/** The side menu of the mailbox (spec point 3): its folders, filters and labels, in pt-BR. */
export const MAIL_FOLDER_MENU: TAppFolder[] = [
  { id: 'inbox', handle: 'inbox', title: 'Caixa de entrada', icon: 'inbox' },
  { id: 'sent', handle: 'sent', title: 'Enviados', icon: 'send' },
  { id: 'drafts', handle: 'drafts', title: 'Rascunhos', icon: 'drafts' },
  { id: 'spam', handle: 'spam', title: 'Spam', icon: 'report' },
  { id: 'trash', handle: 'trash', title: 'Lixeira', icon: 'delete' },
];

export const MAIL_FILTER_MENU: TAppFolder[] = [
  { id: 'starred', handle: 'starred', title: 'Com estrela', icon: 'star' },
  { id: 'important', handle: 'important', title: 'Importantes', icon: 'label_important' },
];

export const MAIL_LABEL_MENU: TAppLabel[] = [
  { id: 'note', handle: 'note', title: 'Anotação', color: '#7cb342' },
  { id: 'paypal', handle: 'paypal', title: 'Paypal', color: '#d84315' },
  { id: 'invoice', handle: 'invoice', title: 'Fatura', color: '#607d8b' },
  { id: 'amazon', handle: 'amazon', title: 'Amazon', color: '#03a9f4' },
];

const tags = ['mail-app'];

/** GET folders, filters and labels: the same menu for every signed-in user. */
export const mailMenuRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/folders', { schema: { tags, response: { 200: z.array(ZAppFolder) } } }, async (request) => {
    requireUser(request);
    return MAIL_FOLDER_MENU;
  });
  app.get('/filters', { schema: { tags, response: { 200: z.array(ZAppFolder) } } }, async (request) => {
    requireUser(request);
    return MAIL_FILTER_MENU;
  });
  app.get('/labels', { schema: { tags, response: { 200: z.array(ZAppLabel) } } }, async (request) => {
    requireUser(request);
    return MAIL_LABEL_MENU;
  });
};
