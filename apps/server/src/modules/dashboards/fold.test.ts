import { randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { buildUser } from '../../../test/factories';
import { fieldCampaign, startResponse, submitComplete, VALID_ANSWERS } from '../../../test/survey-factories';
import { useTestApp } from '../../../test/test-app';
import { type Db, openPostgres } from '../../core/db/connection';
import { keyOf } from './contributions';
import { foldAll } from './fold';
import { flushDashboards } from './folder';
import { recountCampaign, storedCounters } from './recount';

describe('folding the dashboard change log', () => {
  const {
    app,
    users: { staff },
  } = useTestApp({ roles: ['staff'], config: { foldDashboardsInBackground: false } });
  let other: Db | null = null;
  // Runs before the app closes (vitest runs after-hooks in reverse order).
  afterAll(async () => {
    await other?.close();
  });

  it('counts each change once when several folders (processes) fold the same log at once', async () => {
    // This app folds in no background (see its config above), so the log fills up and the folders below race for it.
    const { campaign } = await fieldCampaign(app, staff, {
      targets: [{ name: 'Cardiologia', condition: "{especialidade} = 'cardiologia'", goal: 1000 }],
    });
    for (let i = 0; i < 24; i += 1) {
      const user = await buildUser(app);
      const started = await startResponse(app, user.auth, campaign.id);
      if (i % 4 === 0) continue;
      const done = await app.inject({
        method: 'POST',
        url: `/api/survey-player/responses/${started.id}/complete`,
        headers: user.auth,
        payload: {
          answers: { ...VALID_ANSWERS, especialidade: i % 3 ? 'cardiologia' : 'clinica_geral' },
          idempotencyKey: randomUUID(),
        },
      });
      expect(done.statusCode).toBe(200);
    }
    const logged = await app.db.query<{ n: number }>('SELECT count(*)::int AS n FROM dash_changes');
    expect(logged.rows[0]?.n).toBeGreaterThanOrEqual(24);

    // On PostgreSQL a second pool is a second process's view of the same schema; PGlite has one connection.
    const url = process.env.DATABASE_URL;
    if (url) {
      const schema = (await app.db.query<{ s: string }>('SELECT current_schema() AS s')).rows[0]?.s;
      other = await openPostgres(url, schema);
    }
    const folded = await Promise.all([foldAll(app.db), foldAll(other ?? app.db), foldAll(app.db)]);
    expect(folded.reduce((sum, n) => sum + n, 0)).toBeGreaterThanOrEqual(24);
    expect((await app.db.query('SELECT 1 FROM dash_changes')).rows).toHaveLength(0);
    expect(await storedCounters(app.db, campaign.id)).toEqual(await recountCampaign(app.db, campaign.id));
    expect(await foldAll(app.db)).toBe(0);
  });

  it('a flush waits for the changes another folder holds, then reads them counted', async () => {
    const { campaign } = await fieldCampaign(app, staff);
    await submitComplete(app, campaign.id, VALID_ANSWERS);
    // Another folder (a second pool on PostgreSQL) holds every waiting change for a while, then lets go.
    const holder = other ?? app.db;
    const held = holder.transaction(async (tx) => {
      await tx.query('SELECT id FROM dash_changes FOR UPDATE');
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    await flushDashboards(app.db);
    await held;
    const counters = await storedCounters(app.db, campaign.id);
    expect(counters[keyOf('', 'status', 'complete')]).toEqual([1, 0]);
    expect(counters).toEqual(await recountCampaign(app.db, campaign.id));
  });
});
