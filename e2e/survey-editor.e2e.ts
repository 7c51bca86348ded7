import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from './support/api';
import { launchBrowser, newPage } from './support/browser';
import { DEMO } from './support/global-setup';
import { workerServer } from './support/server';

const baseURL = workerServer().baseURL;
const SHOTS = process.env.E2E_SHOTS_DIR;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

type TElement = Record<string, unknown> & { name: string };

const SCHEMA = {
  pages: [
    {
      name: 'p1',
      elements: [
        { type: 'radiogroup', name: 'q1', title: 'Especialidade', choices: ['cardiologia'] },
        { type: 'text', name: 'q2', title: 'Comentário' },
        { type: 'rating', name: 'q3', title: 'Nota', rateMin: 1, rateMax: 5 },
      ],
    },
  ],
};

/** Selects the question in the structure and renames it, leaving the focus in the name field. */
async function rename(page: Page, title: string, name: string) {
  await page.getByText(title, { exact: true }).first().click();
  const field = page.getByLabel('Nome (código da variável)');
  await field.click();
  await field.press('ControlOrMeta+a');
  await page.keyboard.type(name);
}

/** Types as a person does, key by key, into the field that has the focus. */
async function typeInto(field: Locator, text: string) {
  await field.click();
  await field.press('End');
  await field.page().keyboard.type(text, { delay: 15 });
}

describe('survey editor', { timeout: 120_000 }, () => {
  it('keeps every keystroke after renaming a question, in every field', async () => {
    const staff = (
      await api<{ access_token: string }>('/api/auth/signin', null, {
        email: 'staff@pesquisemais.com.br',
        password: DEMO.staffPassword,
      })
    ).access_token;
    const survey = await api<{ id: string }>('/api/surveys', staff, {
      title: 'Renomear e digitar',
      schema: SCHEMA,
    });
    const { context, page } = await newPage(browser, baseURL);
    await context.addInitScript((value) => localStorage.setItem('jwt_access_token', value), staff);
    await page.goto(`/apps/coleta/surveyedit/${survey.id}`);
    const title = page.getByLabel('Título', { exact: true });

    // Rename, then Tab into 'Título' and type at once: nothing may be lost.
    await rename(page, 'Especialidade', 'especialidade');
    await page.keyboard.press('Tab');
    // Tab leaves the caret at the start of the text: move to its end, as a person would.
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.type(' médica', { delay: 15 });
    expect(await title.inputValue()).toBe('Especialidade médica');
    // Rename again, then click straight into the other fields.
    await rename(page, 'Especialidade médica', 'esp');
    await typeInto(page.getByLabel('Descrição'), 'Escolha a principal');
    await page.getByLabel('Obrigatória').check();
    await typeInto(page.getByLabel('Mensagem de obrigatoriedade'), 'Responda, por favor');
    await typeInto(page.getByLabel('Opções (uma por linha)'), '\npediatria');

    await rename(page, 'Comentário', 'comentario');
    await typeInto(title, ' livre');
    await rename(page, 'Comentário livre', 'coment');
    await typeInto(page.getByLabel('Mínimo de caracteres'), '3');
    await typeInto(page.getByLabel('Expressão regular'), '^[a-z ]+$');
    const message = page.getByLabel('Mensagem da expressão regular');
    await message.click();
    await message.press('ControlOrMeta+a');
    await page.keyboard.type('Só letras', { delay: 15 });

    await rename(page, 'Nota', 'nota');
    const max = page.getByLabel('Nota máxima');
    await max.click();
    await max.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('10', { delay: 15 });
    expect(await max.inputValue()).toBe('10');
    await page.getByText('alterações salvas').first().waitFor({ timeout: 15_000 });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/editor-1366.png`, fullPage: true });

    const saved = await api<{ schema: { pages: { elements: TElement[] }[] } }>(
      `/api/surveys/${survey.id}`,
      staff,
    );
    const [esp, coment, nota] = saved.schema.pages[0]?.elements ?? [];
    expect(esp).toMatchObject({
      name: 'esp',
      title: 'Especialidade médica',
      description: 'Escolha a principal',
      isRequired: true,
      requiredErrorText: 'Responda, por favor',
      choices: ['cardiologia', 'pediatria'],
    });
    expect(coment).toMatchObject({ name: 'coment', title: 'Comentário livre' });
    expect(coment?.validators).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ type: 'text', minLength: 3 }),
        expect.objectContaining({ type: 'regex', regex: '^[a-z ]+$', text: 'Só letras' }),
      ]),
    );
    expect(nota).toMatchObject({ name: 'nota', rateMax: 10 });
    await context.close();
  });
});
