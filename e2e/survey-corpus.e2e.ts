/**
 * Every questionnaire of the corpus, end to end: imported as an author would write it, published, answered
 * and submitted in the player in Chromium. What the server stored must equal what the player sent, and the
 * analysis export (codes) must hold every answer in its column.
 *
 * The answers are what survey-core itself lets a respondent submit (the corpus generator, seeded); they reach
 * the player through its own resume path (a partial save, as if the respondent had typed them earlier), then
 * the test walks every page in the browser and presses the player's buttons, so the player's conditions,
 * triggers, calculated values and defaults shape what is submitted.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { ConditionRunner, Model } from 'survey-core';
import { afterAll, beforeAll, describe, type ExpectStatic, it } from 'vitest';
import { buildAnalysisDataset } from '../apps/server/src/lib/analysis/build-analysis-dataset';
import { namePart } from '../apps/server/src/lib/analysis/variable-names';
import { SURVEY_CORPUS } from '../apps/server/test/fixtures/surveys';
import { play, random } from '../apps/server/test/fixtures/surveys/play-corpus';
import { api } from './support/api';
import { launchBrowser, newPage } from './support/browser';
import { DEMO } from './support/global-setup';
import { registerConfirmed } from './support/register';
import { workerServer } from './support/server';

type Loose = Record<string, unknown>;
const baseURL = workerServer().baseURL;
let browser: Browser;
let staff: string;

beforeAll(async () => {
  browser = await launchBrowser();
  staff = (
    await api<{ access_token: string }>('/api/auth/signin', null, {
      email: 'staff@pesquisemais.com.br',
      password: DEMO.staffPassword,
    })
  ).access_token;
});
afterAll(() => browser.close());

async function call<T>(method: string, path: string, token: string, body?: unknown): Promise<T> {
  const res = await fetch(new URL(path, baseURL), {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** RFC 4180 with `;`: quoted cells may hold separators, doubled quotes and line breaks. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const body = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < body.length; i++) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ';') {
      row.push(cell);
      cell = '';
    } else if (char === '\r' && body[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i++;
    } else cell += char;
  }
  if (cell !== '' || row.length > 0) rows.push([...row, cell]);
  return rows;
}

/**
 * The first seed whose respondent survey-core lets finish and who is not ended by a complete trigger on the
 * way (the server ends such a response at the partial save already, before the browser could walk it).
 */
function acceptedAnswers(schema: unknown): Loose {
  for (let seed = 1; seed <= 400; seed++) {
    const { answers, playerAccepts } = play(schema, random(seed));
    if (!playerAccepts || Object.keys(answers).length === 0) continue;
    const model = new Model(schema);
    model.data = answers;
    const values = model.getFilteredValues();
    const endsEarly = model.triggers.some(
      (trigger) =>
        trigger.getType() === 'completetrigger' &&
        new ConditionRunner(String((trigger as unknown as Loose).expression ?? '')).runValues(values) ===
          true,
    );
    if (!endsEarly) return answers;
  }
  throw new Error('no seed gives answers the player accepts');
}

/** Where each answer key lands in the export: the stems of the questions that hold it (valueName). */
function stemsByKey(schema: unknown): Map<string, string[]> {
  const stems = new Map<string, string[]>();
  for (const question of new Model(schema).getAllQuestions()) {
    const key = question.getValueName();
    stems.set(key, [...(stems.get(key) ?? []), namePart(question.name).toLowerCase()]);
  }
  return stems;
}

/**
 * Presses the player's buttons page by page until it submits (on Enviar respostas, or on Próximo when a complete
 * trigger ends the survey there); returns the answers it sent.
 */
async function finishInPlayer(page: Page, expect: ExpectStatic): Promise<Loose> {
  const submitted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/complete'), {
    timeout: 120_000,
  });
  let isSubmitted = false;
  // Settled here too: a step that fails first closes the page, and the wait's rejection must not go unhandled.
  submitted.then(
    () => {
      isSubmitted = true;
    },
    () => undefined,
  );
  const next = page.getByRole('button', { name: 'Próximo' });
  const complete = page.getByRole('button', { name: 'Enviar respostas' });
  const progress = page.getByText(/^Página \d+ de \d+$/).first();
  for (let step = 0; step < 40 && !isSubmitted; step++) {
    await next.or(complete).first().waitFor({ timeout: 30_000 });
    if (await complete.isVisible()) {
      await complete.click();
      break;
    }
    const before = await progress.textContent();
    await next.click();
    await expect
      .poll(
        async () => {
          if (isSubmitted) return 'avançou';
          const errors = await page.locator('.sd-question__erbox').allTextContents();
          if (errors.some((text) => text.trim())) return `erros: ${errors.join(' | ')}`;
          if (await complete.isVisible()) return 'avançou';
          return (await progress.textContent()) !== before ? 'avançou' : 'parado';
        },
        { timeout: 15_000 },
      )
      .toBe('avançou');
  }
  const request = await submitted;
  const response = await request.response();
  expect(response?.status(), await response?.text()).toBe(200);
  return (request.postDataJSON() as { answers: Loose }).answers;
}

/** The export's column stems an answer key may land in ('q-Comment' is the comment or the other text). */
function stemsOf(key: string, byKey: Map<string, string[]>): string[] {
  const comment = /^(.*)-Comment$/.exec(key);
  const base = comment ? (comment[1] as string) : key;
  const stems = byKey.get(base) ?? [namePart(base).toLowerCase()];
  return comment ? stems.flatMap((stem) => [`${stem}_comment`, `${stem}_other`]) : stems;
}

describe.concurrent('the corpus end to end: import → publish → answer in Chromium → submit → export', () => {
  for (const entry of SURVEY_CORPUS) {
    it(`${entry.id}: stores what the player sent and exports every answer`, {
      timeout: 180_000,
    }, async ({ expect }) => {
      const stamp = randomUUID().slice(0, 8);
      const imported = await call<{ id: string }>('POST', '/api/surveys/import', staff, {
        title: `Corpus ${entry.id} ${stamp}`,
        schema: entry.schema,
      });
      const { schema } = await call<{ schema: Loose }>('GET', `/api/surveys/${imported.id}`, staff);
      await call('POST', `/api/surveys/${imported.id}/publish`, staff, {});
      const campaign = await call<{ id: string }>('POST', '/api/campaigns', staff, {
        surveyId: imported.id,
        name: `Onda ${entry.id} ${stamp}`,
        mode: 'web',
        isOpenToPanel: true,
      });
      await call('POST', `/api/campaigns/${campaign.id}/status`, staff, { status: 'fielding' });

      const respondent = await registerConfirmed({
        displayName: `Respondente ${stamp}`,
        email: `corpus.${entry.id}.${stamp}@exemplo.com.br`,
        password: `Senha-forte-${stamp}`,
      });
      const token = respondent.access_token;
      const seeded = acceptedAnswers(schema);
      const started = await call<{ id: string }>(
        'POST',
        `/api/survey-player/campaigns/${campaign.id}/responses`,
        token,
        {},
      );
      await call('PUT', `/api/survey-player/responses/${started.id}`, token, {
        answers: seeded,
        currentPage: 0,
      });

      const { context, page } = await newPage(browser, baseURL);
      try {
        await context.addCookies([{ name: 'cAccepted', value: '1', url: baseURL }]);
        await context.addInitScript((value) => localStorage.setItem('jwt_access_token', value), token);
        await page.goto(`/apps/surveyplayer/${imported.id}`);
        const sent = await finishInPlayer(page, expect).catch(async (error: unknown) => {
          if (process.env.E2E_SHOTS_DIR)
            await page.screenshot({
              path: `${process.env.E2E_SHOTS_DIR}/corpus-${entry.id}.png`,
              fullPage: true,
            });
          throw error;
        });
        expect(Object.keys(sent).length).toBeGreaterThan(0);

        const detail = await call<{ status: string; answers: Loose }>(
          'GET',
          `/api/responses/${started.id}`,
          staff,
        );
        expect(detail.answers).toEqual(sent);

        const res = await fetch(
          new URL(
            `/api/campaigns/${campaign.id}/export?format=csv&labels=false&status=complete,screened_out`,
            baseURL,
          ),
          { headers: { authorization: `Bearer ${staff}` } },
        );
        expect(res.status).toBe(200);
        const [header = [], ...rows] = parseCsv(await res.text());
        const row = rows.find((cells) => cells[0] === started.id);
        expect(row, 'the response is in the export').toBeDefined();
        const dataset = buildAnalysisDataset({
          title: entry.id,
          schemas: [schema],
          responses: [
            {
              id: started.id,
              status: detail.status as 'complete',
              answers: sent,
              started_at: new Date(),
              completed_at: new Date(),
              is_interview: false,
              survey_version: 1,
              interviewer_name: null,
            },
          ],
        });
        expect(header).toEqual(dataset.variables.map((variable) => variable.name));
        const expected = dataset.rows[0] ?? [];
        const filled: string[] = [];
        dataset.variables.forEach((variable, index) => {
          if (variable.questionType === '') return;
          const cell = expected[index];
          expect(row?.[index], variable.name).toBe(cell === null || cell === undefined ? '' : String(cell));
          if (row?.[index]) filled.push(variable.name.toLowerCase());
        });
        // Every answer the player sent has a column that holds it.
        const byKey = stemsByKey(schema);
        for (const key of Object.keys(sent)) {
          const stems = stemsOf(key, byKey);
          expect(
            filled.some((name) => stems.some((stem) => name === stem || name.startsWith(`${stem}_`))),
            `${key} has a filled column (${filled.join(', ')})`,
          ).toBe(true);
        }
      } finally {
        await context.close();
      }
    });
  }
});
