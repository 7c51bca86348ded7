import {
  tableFilterOf,
  ZChangeRoleBody,
  ZSessionUser,
  ZUserList,
  ZUserListQuery,
  ZUuidParams,
} from '@pesquisemais/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authorize } from '../../core/auth/auth';
import { recheckUser } from '../../core/realtime/socket-access';
import { AppError } from '../../lib/app-error';
import { pageWindow } from '../../lib/sql';
import { createUsersRepository, toSessionUser } from './users.repository';

/** User administration: admins only (the `users:*` policies). */
export const usersRoutes: FastifyPluginAsyncZod = async (app) => {
  const users = createUsersRepository(app.db);
  const tags = ['users'];

  app.get(
    '/',
    { schema: { tags, querystring: ZUserListQuery, response: { 200: ZUserList } } },
    async (request) => {
      authorize(request, 'users:list');
      const { page, pageSize, q } = request.query;
      const { rows, total } = await users.list({
        q,
        ...pageWindow({ page, pageSize }),
        tableFilter: tableFilterOf(request.query),
      });
      return {
        items: rows.map((row) => ({
          uuid: row.id,
          displayName: row.display_name,
          email: row.email,
          role: row.role,
          createdAt: new Date(row.created_at).toISOString(),
        })),
        total,
        page,
        pageSize,
      };
    },
  );

  app.patch(
    '/:uuid/role',
    { schema: { tags, params: ZUuidParams, body: ZChangeRoleBody, response: { 200: ZSessionUser } } },
    async (request) => {
      const admin = authorize(request, 'users:change-role');
      if (admin.id === request.params.uuid) {
        throw new AppError('CONFLICT', 'Você não pode alterar o seu próprio papel.');
      }
      const row = await app.db.transaction((tx) =>
        users.setRole(request.params.uuid, request.body.role, admin.id, tx),
      );
      if (!row) throw new AppError('NOT_FOUND', 'Usuário não encontrado.');
      // Open sockets follow at once (in every process): rooms the new role may not watch are left.
      await recheckUser(app, row.id).catch((error: unknown) =>
        request.log.warn({ err: error }, 'revalidação dos sockets após mudança de papel falhou'),
      );
      // Modules that hold role-bound state beyond socket rooms (a room's people list) follow it.
      await app.events.publish('user.role-changed', { userId: row.id });
      return toSessionUser(row);
    },
  );
};

// The users module's public face for the wiring of other modules (their manifests) and of core.
export { DEMO_EMAILS, findAppUser, findAppUserId } from './app-directory';
export { seedDemoUsers } from './users.seed';
// The public face other modules use (never the files themselves).
export { createUsersService, loadPrincipal, toSessionUser, type UserRow } from './users.service';
