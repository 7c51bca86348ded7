import { ZQuickPanelData } from '@pesquisemais/shared';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';
import { buildUser } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { createQuickPanelRepository } from './quick-panel.repository';
import { seedQuickPanel } from './quick-panel.seed';

const { app } = useTestApp();

const getData = (headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url: '/api/quick-panel/data', headers });

describe('GET /api/quick-panel/data', () => {
  it('answers 401 to a guest', async () => {
    const res = await getData();
    expect(res.statusCode).toBe(401);
    expect(res.json().error.code).toBe('UNAUTHENTICATED');
  });

  it("lists only the signed-in user's own events and notes, in their order", async () => {
    const ana = await buildUser(app, { role: 'staff' });
    const bia = await buildUser(app, { role: 'user' });
    const repo = createQuickPanelRepository(app.db);
    await repo.insertMany([
      { userId: ana.row.id, kind: 'event', title: 'Evento da Ana 1', detail: '09:00' },
      { userId: ana.row.id, kind: 'note', title: 'Nota da Ana', detail: 'lembrar' },
      { userId: ana.row.id, kind: 'event', title: 'Evento da Ana 2', detail: '10:00' },
      { userId: bia.row.id, kind: 'event', title: 'Evento da Bia', detail: '11:00' },
    ]);

    const res = await getData(ana.auth);
    expect(res.statusCode).toBe(200);
    const body = ZQuickPanelData.parse(res.json());
    expect(body.events.map((event) => event.title)).toEqual(['Evento da Ana 1', 'Evento da Ana 2']);
    expect(body.notes).toEqual([{ id: expect.any(String), title: 'Nota da Ana', detail: 'lembrar' }]);

    const other = ZQuickPanelData.parse((await getData(bia.auth)).json());
    expect(other.events.map((event) => event.title)).toEqual(['Evento da Bia']);
    expect(other.notes).toEqual([]);
  });

  it('answers empty lists to a user without entries', async () => {
    const carla = await buildUser(app);
    expect((await getData(carla.auth)).json()).toEqual({ events: [], notes: [] });
  });
});

describe('seedQuickPanel', () => {
  it('seeds the demo users on an empty table only', async () => {
    const fresh = await buildTestApp();
    try {
      const admin = await buildUser(fresh, { role: 'admin', email: 'admin@pesquisemais.com.br' });
      expect(await seedQuickPanel(fresh.db)).toBeGreaterThan(0);
      expect(await seedQuickPanel(fresh.db)).toBe(0);
      const body = ZQuickPanelData.parse(
        (await fresh.inject({ method: 'GET', url: '/api/quick-panel/data', headers: admin.auth })).json(),
      );
      expect(body.events.length).toBeGreaterThan(0);
      expect(body.notes.length).toBeGreaterThan(0);
    } finally {
      await fresh.close();
    }
  });
});
