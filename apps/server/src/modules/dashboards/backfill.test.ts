import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDb } from '../../../test/build-test-app';
import type { Db } from '../../core/db/connection';
import { migrate } from '../../core/db/migrate';
import { seedSurveyDemo } from '../demo';
import { seedDemoUsers } from '../users';
import { backfillDashboards } from './backfill';
import { recountCampaign, storedCounters } from './recount';

let db: Db;
beforeAll(async () => {
  db = await openTestDb();
  await migrate(db);
  await seedDemoUsers(db, { admin: 'admin-1234', staff: 'staff-1234' });
  await seedSurveyDemo(db);
});
afterAll(() => db.close());

describe('backfillDashboards', () => {
  it('counts the seeded responses once, equal to a recount, and does nothing the second time', async () => {
    const { rows } = await db.query<{ id: string; n: string }>(
      'SELECT campaign_id AS id, count(*)::text AS n FROM responses GROUP BY campaign_id',
    );
    expect(rows.length).toBeGreaterThan(0);
    const total = rows.reduce((sum, row) => sum + Number(row.n), 0);
    expect(await backfillDashboards(db)).toBe(total);
    for (const { id } of rows) expect(await storedCounters(db, id)).toEqual(await recountCampaign(db, id));
    expect(await backfillDashboards(db)).toBe(0);
  });
});
