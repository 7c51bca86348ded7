import { describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

const { app } = useTestApp();

const changeRole = (auth: Record<string, string>, uuid: string, role: unknown) =>
  app.inject({ method: 'PATCH', url: `/api/users/${uuid}/role`, headers: auth, body: { role } });

describe('PATCH /api/users/:uuid/role', () => {
  it('lets an admin change a role, recorded with who did it, and the new role applies at once', async () => {
    const admin = await buildUser(app, { role: 'admin' });
    const target = await buildUser(app);
    const res = await changeRole(admin.auth, target.row.id, 'interview');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ uuid: target.row.id, role: 'interview' });
    const renewed = await app.inject({
      method: 'POST',
      url: '/api/auth/access-token',
      body: { access_token: target.token },
    });
    expect(renewed.json().user.role).toBe('interview');
    const audit = await app.db.query(
      'SELECT old_role, new_role, changed_by FROM role_changes WHERE user_id = $1',
      [target.row.id],
    );
    expect(audit.rows).toEqual([{ old_role: 'user', new_role: 'interview', changed_by: admin.row.id }]);
  });

  it.each(['staff', 'master', 'user', 'interview'] as const)(
    'refuses a %s with 403 and changes nothing',
    async (role) => {
      const caller = await buildUser(app, { role });
      const target = await buildUser(app);
      const res = await changeRole(caller.auth, target.row.id, 'admin');
      expect(res.statusCode).toBe(403);
      expect(res.json().error.message).toBe('Você não tem permissão para esta ação.');
      const { rows } = await app.db.query<{ role: string }>('SELECT role FROM users WHERE id = $1', [
        target.row.id,
      ]);
      expect(rows[0]?.role).toBe('user');
    },
  );

  it('refuses a guest with 401', async () => {
    const target = await buildUser(app);
    expect((await changeRole({}, target.row.id, 'admin')).statusCode).toBe(401);
  });

  it('validates the role, the id and the target, in Portuguese', async () => {
    const admin = await buildUser(app, { role: 'admin' });
    const target = await buildUser(app);
    const badRole = await changeRole(admin.auth, target.row.id, 'superuser');
    expect(badRole.statusCode).toBe(400);
    expect(badRole.json().error.code).toBe('VALIDATION');
    expect(badRole.json().error.message).toMatch(/inválid/i);
    const badId = await changeRole(admin.auth, 'nao-e-uuid', 'staff');
    expect(badId.statusCode).toBe(400);
    expect(badId.json().error.message).toBe('Identificador inválido');
    const missing = await changeRole(admin.auth, crypto.randomUUID(), 'staff');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Usuário não encontrado.');
  });

  it('does not let an admin change its own role (no lock-out of the last admin)', async () => {
    const admin = await buildUser(app, { role: 'admin' });
    const res = await changeRole(admin.auth, admin.row.id, 'user');
    expect(res.statusCode).toBe(409);
  });
});

describe('GET /api/users', () => {
  it('lists users page by page with search, for admins only', async () => {
    const admin = await buildUser(app, { role: 'admin' });
    await buildUser(app, { displayName: 'Zulmira Paginada' });
    const res = await app.inject({
      method: 'GET',
      url: '/api/users?q=zulmira&pageSize=5',
      headers: admin.auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 1, page: 1, pageSize: 5 });
    expect(res.json().items[0]).toMatchObject({ displayName: 'Zulmira Paginada', role: 'user' });
    expect(res.json().items[0]).not.toHaveProperty('password_hash');
    const staff = await buildUser(app, { role: 'staff' });
    expect((await app.inject({ method: 'GET', url: '/api/users', headers: staff.auth })).statusCode).toBe(
      403,
    );
    const tooBig = await app.inject({ method: 'GET', url: '/api/users?pageSize=1000', headers: admin.auth });
    expect(tooBig.statusCode).toBe(400);
    expect(tooBig.json().error.message).toBe('No máximo 100 por página');
  });
});
