import { describe, expect, it } from 'vitest';
import { useTestApp } from '../test/test-app';
import { linkOpenedRoutesOf } from './core/module';
import { serverModules } from './modules';
import { isAllowed, ROUTE_ACCESS } from './route-access.table';

/** A route's path with every parameter filled with something no schema accepts. */
const invalidPath = (path: string) => path.replace(/:\w+/g, 'nao-e-um-id').replace('*', 'x');

describe('guests on closed routes: 401 before validation', () => {
  const { app } = useTestApp();
  const closed = Object.entries(ROUTE_ACCESS).filter(([, access]) => !isAllowed(access, 'guest'));
  const openedByLink = linkOpenedRoutesOf(serverModules);

  it('answers every route closed to guests 401 to a request without a session, whatever its input', async () => {
    expect(closed.length).toBeGreaterThan(200);
    const wrong: string[] = [];
    for (const [route] of closed) {
      const [method = 'GET', path = ''] = route.split(' ');
      const res = await app.inject({
        method: method as 'GET',
        url: `${invalidPath(path)}?page=-1`,
        ...(method === 'GET' || method === 'DELETE' ? {} : { payload: { campo: 'inválido' } }),
      });
      const error = res.statusCode === 401 ? res.json().error : undefined;
      if (error?.code !== 'UNAUTHENTICATED' || !error?.message)
        wrong.push(`${route}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(wrong).toEqual([]);
  }, 120_000);

  it('lets a guest with a link reach the routes a link opens, which check the link themselves', async () => {
    expect(Object.keys(openedByLink).sort()).toEqual([
      'GET /api/campaigns/:id',
      'GET /api/campaigns/:id/targets',
      'GET /api/dashboards/livecampaigns',
      'GET /api/dashboards/painel2/:id',
      'GET /api/reports/:id',
      'GET /api/reports/:id/download',
      'GET /api/reports/delivered',
      'GET /api/targets',
      'POST /api/reports/:id/download-link',
    ]);
    expect(Object.keys(openedByLink).filter((route) => !(route in ROUTE_ACCESS))).toEqual([]);
    const wrong: string[] = [];
    for (const [route, params] of Object.entries(openedByLink)) {
      const [method = 'GET', path = ''] = route.split(' ');
      for (const name of params) {
        // A link too short to be one: the route's own validation answers, not the guard.
        const res = await app.inject({ method: method as 'GET', url: `${invalidPath(path)}?${name}=curto` });
        if (res.statusCode !== 400) wrong.push(`${route} ?${name}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('still lets guests call the open routes', async () => {
    const health = await app.inject({ method: 'GET', url: '/api/health' });
    expect(health.statusCode).toBe(200);
    const signin = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: {} });
    expect(signin.statusCode).toBe(400);
  });
});
