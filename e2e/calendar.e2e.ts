import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser';
import { workerServer } from './support/server';
import { signInAs } from './support/sign-in';

const baseURL = workerServer().baseURL;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** YYYY-MM-DD in São Paulo, `days` from today. */
const dayKey = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() + days * 86_400_000),
  );

async function emptySpotOf(page: Page, selector: string) {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} não está na tela`);
  // The bottom of a day cell: its events sit at the top and a press on one would drag the event instead.
  return { x: box.x + box.width / 2, y: box.y + box.height - 6 };
}

describe('calendar app', () => {
  it('creates an all-day event by dragging across two days and finds it after a reload', async () => {
    const title = `Campo em Recife ${Date.now() % 100000}`;
    const { page, context } = await newPage(browser, baseURL);
    await signInAs(page, 'staff');
    await page.getByRole('link', { name: 'Atalho: Calendário' }).click();
    await page.waitForURL('**/apps/calendar');
    // pt-BR toolbar of FullCalendar.
    await page.getByRole('button', { name: 'Hoje' }).waitFor();
    // Today and tomorrow are both in the month grid (it shows six weeks around today).
    const from = await emptySpotOf(page, `td.fc-daygrid-day[data-date="${dayKey(0)}"] .fc-daygrid-day-frame`);
    const to = await emptySpotOf(page, `td.fc-daygrid-day[data-date="${dayKey(1)}"] .fc-daygrid-day-frame`);
    // FullCalendar starts a selection on a real press-and-move: small pauses as a hand would make.
    await page.mouse.move(from.x, from.y);
    await page.mouse.down();
    await page.waitForTimeout(150);
    await page.mouse.move(from.x + 5, from.y + 5, { steps: 2 });
    await page.mouse.move(to.x, to.y, { steps: 10 });
    await page.waitForTimeout(150);
    await page.mouse.up();

    await page.getByRole('heading', { name: 'Novo evento' }).waitFor();
    expect(await page.getByRole('checkbox', { name: 'Dia inteiro' }).isChecked()).toBe(true);
    expect(await page.getByLabel('Início').inputValue()).toBe(dayKey(0));
    await page.getByRole('textbox', { name: /^Título/ }).fill(title);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await expect.poll(() => page.locator('.fc-event-title', { hasText: title }).count()).toBeGreaterThan(0);

    await page.reload();
    await page.getByRole('button', { name: 'Hoje' }).waitFor();
    await expect.poll(() => page.locator('.fc-event-title', { hasText: title }).count()).toBeGreaterThan(0);
    // Opening it shows the saved dates in São Paulo time.
    await page.locator('.fc-event-title', { hasText: title }).first().click();
    await page.getByRole('heading', { name: 'Editar evento' }).waitFor();
    expect(await page.getByLabel('Fim').inputValue()).toBe(dayKey(2));
    await page.getByRole('button', { name: 'Excluir' }).click();
    await expect.poll(() => page.locator('.fc-event-title', { hasText: title }).count()).toBe(0);
    await context.close();
  });
});
