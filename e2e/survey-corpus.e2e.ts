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
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildAnalysisDataset } from '../apps/server/src/lib/analysis/build-analysis-dataset';
import { namePart } from '../apps/server/src/lib/analysis/variable-names';
import { SURVEY_CORPUS } from '../apps/server/test/fixtures/surveys';
import { play, random } from '../apps/server/test/fixtures/surveys/play-corpus';
import { api } from './support/api';
import { launchBrowser, newPage } from './support/browser';
import { DEMO } from './support/global-setup';

type Loose = Record<string, unknown>;
const baseURL = inject('baseURL');
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

/** The first seed whose respondent survey-core lets finish (a corpus questionnaire always has one). */
function acceptedAnswers(schema: unknown): Loose {
  for (let seed = 1; seed <= 400; seed++) {
    const { answers, playerAccepts } = play(schema, random(seed));
    if (playerAccepts && Object.keys(answers).length > 0) return answers;
  }
  throw new Error('no seed gives answers the player accepts');
}

/** Presses the player's buttons page by page until it submits; returns the answers it sent. */
async function finishInPlayer(page: Page): Promise<Loose> {
  const next = page.getByRole('button', { name: 'Próximo' });
  const complete = page.getByRole('button', { name: 'Completar' });
  for (let step = 0; step < 40; step++) {
    await next.or(complete).first().waitFor({ timeout: 30_000 });
    if (await complete.isVisible()) {
      const [request] = await Promise.all([
        page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/complete')),
        complete.click(),
      ]);
      const response = await request.response();
      expect(response?.status(), await response?.text()).toBe(200);
      return (request.postDataJSON() as { answers: Loose }).answers;
    }
    const before = await page.locator('.sd-page__title, .sd-title').first().textContent();
    await next.click();
    await expect
      .poll(
        async () => {
          const errors = await page.locator('.sd-question__erbox').allTextContents();
          if (errors.some((text) => text.trim())) return `erros: ${errors.join(' | ')}`;
          return (await page.locator('.sd-page__title, .sd-title').first().textContent()) !== before ||
            (await complete.isVisible())
            ? 'avançou'
            : 'parado';
        },
        { timeout: 15_000 },
      )
      .not.toBe('parado');
  }
  throw new Error('the player never offered Completar');
}

describe.concurrent('the corpus end to end: import → publish → answer in Chromium → submit → export', () => {
  for (const entry of SURVEY_CORPUS) {
    it(`${entry.id}: stores what the player sent and exports every answer`, {
      timeout: 180_000,
    }, async () => {
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

      const respondent = await api<{ access_token: string }>('/api/auth/register', null, {
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
        await page.goto(`/apps/surveyplayer/${campaign.id}`);
        const sent = await finishInPlayer(page);
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
        for (const key of Object.keys(sent)) {
          const stem = namePart(key).toLowerCase();
          expect(
            filled.some((name) => name === stem || name.startsWith(`${stem}_`)),
            `${key} has a filled column (${filled.join(', ')})`,
          ).toBe(true);
        }
      } finally {
        await context.close();
      }
    });
  }
});
