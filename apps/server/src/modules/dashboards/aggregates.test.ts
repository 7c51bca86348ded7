import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { type BuiltUser, buildUser } from '../../../test/factories';
import { fieldCampaign, startResponse } from '../../../test/survey-factories';
import { useTestApp } from '../../../test/test-app';
import { keyOf } from './contributions';
import { flushDashboards } from './folder';
import { recountCampaign, storedCounters } from './recount';

const rounded = (entries: Record<string, [number, number]>) =>
  Object.fromEntries(
    Object.entries(entries)
      .filter(([, [n]]) => n !== 0)
      .map(([key, [n, s]]) => [key, [n, Math.round(s * 1000) / 1000]]),
  );

/** A deterministic pseudo-random sequence, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('dashboard aggregates', () => {
  const {
    app,
    users: { staff },
  } = useTestApp({ roles: ['staff'] });
  let interviewer: BuiltUser;

  beforeAll(async () => {
    interviewer = await buildUser(app, { role: 'interview', displayName: 'Ana Entrevistadora' });
  });

  it('equal a recount from the raw responses after random submits, partial saves, corrections and deletes', async () => {
    const { campaign, targets } = await fieldCampaign(app, staff, {
      targets: [
        { name: 'Cardiologia', condition: "{especialidade} = 'cardiologia'", goal: 6 },
        { name: 'Total', condition: '', goal: 100 },
      ],
    });
    const next = random(20261122);
    const pick = <T>(items: T[]): T => items[Math.floor(next() * items.length)] as T;
    const finished: string[] = [];
    let corrected = 0;
    let deleted = 0;
    for (let i = 0; i < 36; i += 1) {
      const asInterview = next() < 0.3;
      const who = asInterview ? interviewer : await buildUser(app, { role: 'user' });
      const started = await startResponse(
        app,
        who.auth,
        campaign.id,
        asInterview ? { asInterview: true } : {},
      );
      const answers = {
        profissao: next() < 0.8 ? 'medico' : 'enfermeiro',
        especialidade: pick(['cardiologia', 'clinica_geral']),
        anos: Math.floor(next() * 40),
        nota: 1 + Math.floor(next() * 5),
        fontes: next() < 0.5 ? ['congressos'] : ['congressos', 'revistas'],
        motivo: 'O tratamento é caro e a adesão dos pacientes é baixa',
      };
      if (answers.nota > 2) delete (answers as Partial<typeof answers>).motivo;
      const action = next();
      if (action < 0.2) {
        const saved = await app.inject({
          method: 'PUT',
          url: `/api/survey-player/responses/${started.id}`,
          headers: who.auth,
          payload: { answers: { profissao: 'medico' }, currentPage: 1 },
        });
        expect(saved.statusCode).toBe(200);
        continue;
      }
      const done = await app.inject({
        method: 'POST',
        url: `/api/survey-player/responses/${started.id}/complete`,
        headers: who.auth,
        payload: { answers, idempotencyKey: randomUUID() },
      });
      expect(done.statusCode, done.body).toBe(200);
      finished.push(started.id);
    }
    for (const id of finished.filter(() => next() < 0.35)) {
      const res = await app.inject({
        method: 'PATCH',
        url: `/api/responses/${id}`,
        headers: staff.auth,
        payload: {
          answers: { nota: 5, especialidade: 'clinica_geral', motivo: null },
          reason: 'Correção do teste',
        },
      });
      expect([200, 422]).toContain(res.statusCode);
      if (res.statusCode === 200) corrected += 1;
    }
    for (const id of finished.filter(() => next() < 0.25)) {
      const res = await app.inject({ method: 'DELETE', url: `/api/responses/${id}`, headers: staff.auth });
      expect(res.statusCode).toBe(204);
      deleted += 1;
    }
    expect(corrected).toBeGreaterThan(0);
    expect(deleted).toBeGreaterThan(0);

    await flushDashboards(app.db);
    const stored = await storedCounters(app.db, campaign.id);
    expect(stored[keyOf('', 'status', 'complete')]?.[0]).toBeGreaterThan(0);
    expect(stored[keyOf('', 'status', 'over_quota')]?.[0]).toBeGreaterThan(0);
    expect(stored).toEqual(rounded(await recountCampaign(app.db, campaign.id)));

    // Independent checks straight from SQL over the raw rows.
    const counts = await app.db.query<{ status: string; n: number }>(
      `SELECT status, count(*)::int AS n FROM responses
        WHERE campaign_id = $1 AND deleted_at IS NULL GROUP BY status`,
      [campaign.id],
    );
    for (const row of counts.rows) expect(stored[keyOf('', 'status', row.status)]?.[0]).toBe(row.n);
    const cardio = await app.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM responses WHERE campaign_id = $1 AND deleted_at IS NULL
         AND status = 'complete' AND answers->>'especialidade' = 'cardiologia'`,
      [campaign.id],
    );
    expect(stored[keyOf('', 'choice', 'especialidade', 'cardiologia')]?.[0] ?? 0).toBe(cardio.rows[0]?.n);
    const target = await app.db.query<{ completes: number }>('SELECT completes FROM targets WHERE id = $1', [
      targets[0]?.id,
    ]);
    expect(stored[keyOf(`t:${targets[0]?.id}`, 'completes')]?.[0] ?? 0).toBe(target.rows[0]?.completes);

    const live = await app.inject({
      method: 'GET',
      url: `/api/dashboards/livecampaigns?campaignId=${campaign.id}`,
      headers: staff.auth,
    });
    expect(live.statusCode, live.body).toBe(200);
    const summary = live.json().selected.summary;
    const complete = counts.rows.find((row) => row.status === 'complete')?.n ?? 0;
    expect(summary.completes).toBe(complete);
    expect(summary.starts).toBe(counts.rows.reduce((t, row) => t + row.n, 0));
    expect(summary.completesToday).toBe(complete);
    expect(summary.medianDurationSeconds).not.toBeNull();
  });
});
