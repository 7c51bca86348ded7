import { can, type TAction } from '@pesquisemais/shared';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error';
import { createUsersRepository, type UserRow } from '../modules/users/users.repository';

/** Reads the bearer token of every request into `request.user` (null for a guest). */
const authPlugin: FastifyPluginAsync = async (app) => {
  const users = createUsersRepository(app.db);
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header?.startsWith('Bearer ')) return;
    const userId = await app.tokens.verify(header.slice('Bearer '.length).trim());
    // The role is read from the database on every request, so a changed role applies at once.
    request.user = userId ? await users.findById(userId) : null;
    if (!request.user) throw new AppError('UNAUTHENTICATED');
  });
};

export const auth = fp(authPlugin, { name: 'auth' });

export function requireUser(request: FastifyRequest): UserRow {
  if (!request.user) throw new AppError('UNAUTHENTICATED');
  return request.user;
}

export function authorize(request: FastifyRequest, action: TAction): UserRow {
  const user = requireUser(request);
  if (!can(user, action)) throw new AppError('FORBIDDEN');
  return user;
}
