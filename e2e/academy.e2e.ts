import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInToken } from './support/accounts';
import { api } from './support/api';
import { launchBrowser, newPage } from './support/browser';
import { DEMO } from './support/global-setup';
import { workerServer } from './support/server';
import { signInAs } from './support/sign-in';

const baseURL = workerServer().baseURL;
const COURSE = 'leitura-de-dashboards';
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  // The course starts from its first step whatever an earlier run left (progress is kept per user).
  const staff = await signInToken('staff@pesquisemais.com.br', DEMO.staffPassword);
  await api('/api/academy-app/course/update', staff, { course: { id: COURSE, activeStep: 0 } });
});
afterAll(() => browser.close());

describe('academy app', () => {
  it('finds a course by category, finishes a step and resumes there after a reload; then finishes the course', async () => {
    const { page, context } = await newPage(browser, baseURL);
    await context.addCookies([{ name: 'cAccepted', value: '1', url: baseURL }]);
    await signInAs(page, 'staff');
    await page.goto('/apps/academy');
    await page.waitForURL('**/apps/academy/courses');
    await page.getByRole('combobox', { name: 'Categoria' }).click();
    await page.getByRole('option', { name: 'Análise de dados' }).click();
    const courses = page.getByRole('list', { name: 'Cursos' }).getByRole('article');
    await expect.poll(() => courses.count()).toBe(1);

    await page.getByRole('link', { name: 'Iniciar: Leitura de dashboards' }).click();
    await page.waitForURL(`**/apps/academy/courses/${COURSE}/leitura-de-dashboards`);
    await expect.poll(() => page.getByText('Etapa 1 de 3').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Próxima' }).click();
    await expect.poll(() => page.getByText('Etapa 2 de 3').isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Próxima' }).isEnabled()).toBe(true);

    await page.reload();
    await expect.poll(() => page.getByText('Etapa 2 de 3').isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Filtros' }).isVisible()).toBe(true);

    await page.getByRole('link', { name: 'Voltar aos cursos' }).click();
    await expect
      .poll(() => page.getByRole('link', { name: 'Continuar: Leitura de dashboards' }).isVisible())
      .toBe(true);
    await page.getByRole('link', { name: 'Continuar: Leitura de dashboards' }).click();
    await expect.poll(() => page.getByText('Etapa 2 de 3').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Próxima' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Concluir' }).isEnabled()).toBe(true);
    await page.getByRole('button', { name: 'Concluir' }).click();
    await expect.poll(() => page.getByText('Curso concluído!').isVisible()).toBe(true);
    await page.reload();
    await expect.poll(() => page.getByText('Curso concluído!').isVisible()).toBe(true);
    await context.close();
  });
});
