import { panelEmailTakenBy } from '@pesquisemais/shared';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISCARD_QUESTION } from '../apps/web/src/components/form-dialog/use-guarded-close';
import { launchBrowser, newPage } from './support/browser';
import { workerServer } from './support/server';
import { signInAs } from './support/sign-in';

const baseURL = workerServer().baseURL;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('a week of fieldwork (issue 35)', () => {
  it("'Nova sala': Escape closes only the open list, then asks before discarding what was typed", async () => {
    const { page, context } = await newPage(browser, baseURL);
    await context.addCookies([{ name: 'cAccepted', value: '1', url: baseURL }]);
    await signInAs(page, 'staff');
    await page.goto('/apps/rooms');
    await page.getByRole('button', { name: 'Nova sala' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nova sala' });
    await dialog.getByRole('textbox', { name: 'Título' }).fill('Grupo focal — oncologistas');
    await dialog.getByRole('combobox', { name: 'Participantes (painel)' }).click();
    await page.getByRole('listbox').waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('listbox').waitFor({ state: 'detached' });
    expect(await dialog.isVisible()).toBe(true);

    await page.keyboard.press('Escape');
    const question = page.getByRole('dialog', { name: DISCARD_QUESTION });
    await question.waitFor();
    await question.getByRole('button', { name: 'Continuar editando' }).click();
    await question.waitFor({ state: 'detached' });
    expect(await dialog.getByRole('textbox', { name: 'Título' }).inputValue()).toBe(
      'Grupo focal — oncologistas',
    );

    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await question.getByRole('button', { name: 'Descartar' }).click();
    await dialog.waitFor({ state: 'detached' });
    // A new room starts empty after a discard.
    await page.getByRole('button', { name: 'Nova sala' }).click();
    expect(await dialog.getByRole('textbox', { name: 'Título' }).inputValue()).toBe('');
    await context.close();
  });

  it("'Usuários das pesquisas': adds one member by hand, refuses a repeated e-mail naming its holder, removes it", async () => {
    const { page, context } = await newPage(browser, baseURL);
    await context.addCookies([{ name: 'cAccepted', value: '1', url: baseURL }]);
    await signInAs(page, 'admin');
    await page.goto('/apps/survey-users');
    const name = `Helena Campos ${Date.now() % 100000}`;
    const email = `helena.${Date.now() % 100000}@painel.com.br`;
    const addMember = async (memberName: string, memberEmail: string) => {
      await page.getByRole('button', { name: 'Novo respondente' }).click();
      const dialog = page.getByRole('dialog', { name: 'Novo respondente' });
      await dialog.getByLabel('Nome').fill(memberName);
      await dialog.getByLabel('E-mail').fill(memberEmail);
      await dialog.getByRole('button', { name: 'Adicionar ao painel' }).click();
      return dialog;
    };
    const added = await addMember(name, email);
    await added.waitFor({ state: 'detached' });
    // The panel lists by name, 20 a page: the search finds the new member wherever it falls.
    await page.getByRole('textbox', { name: 'Buscar' }).fill('Helena Campos');
    await page.getByRole('button', { name: `Editar ${name}` }).waitFor();

    const repeated = await addMember('Outra Pessoa', email.toUpperCase());
    await repeated.getByText(panelEmailTakenBy(name)).waitFor();
    await repeated.getByRole('button', { name: 'Cancelar' }).click();
    await page
      .getByRole('dialog', { name: DISCARD_QUESTION })
      .getByRole('button', { name: 'Descartar' })
      .click();
    await repeated.waitFor({ state: 'detached' });

    await page.getByRole('button', { name: `Editar ${name}` }).click();
    await page
      .getByRole('dialog', { name: 'Editar respondente' })
      .getByRole('button', { name: 'Remover' })
      .click();
    await page
      .getByRole('dialog', { name: 'Remover este respondente do painel?' })
      .getByRole('button', { name: 'Remover' })
      .click();
    await page.getByRole('button', { name: `Editar ${name}` }).waitFor({ state: 'detached' });
    await context.close();
  });

  it("serves one's own profile at GET /api/profile/timeline, /photos-videos and /about (spec point 7)", async () => {
    const { page, context } = await newPage(browser, baseURL);
    await signInAs(page, 'staff');
    const answers = await page.evaluate(async () => {
      const headers = { authorization: `Bearer ${localStorage.getItem('jwt_access_token')}` };
      const read = async (path: string) => {
        const res = await fetch(`/api/profile/${path}`, { headers });
        return { status: res.status, body: (await res.json()) as { profile?: { isOwner: boolean } } };
      };
      return [await read('timeline'), await read('photos-videos'), await read('about')];
    });
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers[0]?.body.profile?.isOwner).toBe(true);
    expect(answers[2]?.body.profile?.isOwner).toBe(true);
    await context.close();
  });
});
