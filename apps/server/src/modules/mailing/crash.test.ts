import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { openTestDb, testConfig } from '../../../test/build-test-app';
import { buildUser } from '../../../test/factories';
import { createTemplate, panelMember } from '../../../test/mailing-factories';
import { startSmtpServer } from '../../../test/smtp-server';
import { fieldCampaign } from '../../../test/survey-factories';
import { buildApp } from '../../app';
import { createPglite, type Db, pgliteDb } from '../../core/db/connection';

const SERVER_DIR = fileURLToPath(new URL('../../..', import.meta.url));
const RECIPIENTS = 40;

/** The database as a separate process sees it: a PostgreSQL schema, or a PGlite folder (one process at a time). */
async function openStore() {
  const url = process.env.DATABASE_URL;
  if (url) {
    const db = await openTestDb();
    const env = { CHILD_PG_URL: url, CHILD_SCHEMA: db.schema, QUEUE_SCHEMA: `${db.schema}_jobs` };
    return {
      env,
      queueSchema: `${db.schema}_jobs`,
      open: async () => db,
      release: async () => undefined,
      dispose: () => db.close(),
    };
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'mailing-crash-'));
  let lite: PGlite | null = null;
  return {
    env: { CHILD_PGLITE_DIR: dir, QUEUE_SCHEMA: 'pgboss_crash' },
    queueSchema: 'pgboss_crash',
    open: async (): Promise<Db> => {
      lite = await createPglite(dir);
      const opened = lite;
      return pgliteDb(opened, undefined, () => opened.close());
    },
    release: async () => {
      await lite?.close();
      lite = null;
    },
    dispose: () => rm(dir, { recursive: true, force: true }),
  };
}

function startChild(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'test/mailing-worker-child.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve(child.exitCode);
    else child.once('exit', (code) => resolve(code));
  });

describe('a mailing job whose worker process is killed (SIGKILL) and started again', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('sends every recipient at most once, counted on a real SMTP server; the unfinished ones are marked in doubt', async () => {
    const smtp = await startSmtpServer({ delayMs: 120 });
    cleanups.push(() => smtp.close());
    const store = await openStore();
    cleanups.push(() => store.dispose());
    let db = await store.open();
    const config = testConfig({ runWorker: false, smtpUrl: smtp.url });
    const app = await buildApp({ ...config, queue: { ...config.queue, schema: store.queueSchema } }, { db });
    const staff = await buildUser(app, { role: 'staff' });
    const operator = await buildUser(app, { role: 'mailing_operator' });
    const campaignId = (await fieldCampaign(app, staff)).campaign.id;
    for (let i = 0; i < RECIPIENTS; i += 1) await panelMember(app, staff);
    const template = await createTemplate(app, operator);
    const created = await app.inject({
      method: 'POST',
      url: '/api/mailing-jobs',
      headers: operator.auth,
      payload: { templateVersionId: template.versionId, campaignId, audience: { type: 'panel' } },
    });
    const jobId = created.json().id as string;
    await app.close();
    await store.release();

    const env = { ...store.env, SMTP_URL: smtp.url, CHILD_JOB_ID: jobId };
    const first = startChild(env);
    const deadline = Date.now() + 60_000;
    while (smtp.messages.length < 10 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
    first.kill('SIGKILL');
    await exited(first);
    const atKill = smtp.messages.length;
    expect(atKill).toBeGreaterThanOrEqual(10);
    expect(atKill).toBeLessThan(RECIPIENTS);

    const second = startChild(env);
    expect(await exited(second)).toBe(0);

    db = await store.open();
    const rows = await db.query<{ email: string; status: string }>(
      'SELECT email, status FROM mailing_recipients WHERE job_id = $1',
      [jobId],
    );
    const received = smtp.messages.flatMap((m) => m.to);
    expect(new Set(received).size, 'nenhum endereço recebeu duas vezes').toBe(received.length);
    const sent = rows.rows.filter((r) => r.status === 'sent');
    const doubtful = rows.rows.filter((r) => r.status === 'in-doubt');
    expect(sent.length + doubtful.length).toBe(RECIPIENTS);
    for (const row of sent) expect(received.filter((to) => to === row.email)).toHaveLength(1);
    for (const row of doubtful)
      expect(received.filter((to) => to === row.email).length).toBeLessThanOrEqual(1);
    await store.release();
  }, 180_000);
});
