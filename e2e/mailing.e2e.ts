import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountWith, signInToken } from './support/accounts';
import { api } from './support/api';
import { launchBrowser, newPage } from './support/browser';
import { DEMO } from './support/global-setup';
import { mailsTo, mailTo } from './support/read-mail';
import { workerServer } from './support/server';

const baseURL = workerServer().baseURL;
const mailDir = workerServer().mailDir;
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const SCHEMA = {
  title: 'Prática clínica',
  pages: [
    {
      name: 'p1',
      elements: [
        {
          type: 'radiogroup',
          name: 'conduta',
          title: 'Qual é a sua primeira conduta?',
          isRequired: true,
          choices: ['observar', 'tratar'],
        },
      ],
    },
  ],
};

/** A fielded web campaign and a few panel members of one lot (the job's filter), one of them opted out. */
async function fieldWork(lot: string) {
  const staff = await signInToken('staff@pesquisemais.com.br', DEMO.staffPassword);
  const admin = await signInToken('admin@pesquisemais.com.br', DEMO.adminPassword);
  const survey = await api<{ id: string }>('/api/surveys', staff, {
    title: `Mailing ${lot}`,
    schema: SCHEMA,
  });
  await api(`/api/surveys/${survey.id}/publish`, staff, {});
  const campaign = await api<{ id: string; name: string }>('/api/campaigns', staff, {
    surveyId: survey.id,
    name: `Onda mailing ${lot}`,
    mode: 'web',
  });
  await api(`/api/campaigns/${campaign.id}/status`, staff, { status: 'fielding' });
  const members = [];
  for (const name of ['Dra. Alice Prado', 'Dr. Bruno Lima', 'Dra. Carla Nunes', 'Dr. Davi Sá']) {
    const email = `${name.split(' ')[1]?.toLowerCase()}-${lot}@exemplo.com.br`;
    const made = await api<{ id: string }>('/api/respondents', staff, {
      name,
      email,
      consent: true,
      attributes: { especialidade: 'cardiologia', lote: lot },
    });
    members.push({ id: made.id, name, email });
  }
  const optedOut = members.pop() as (typeof members)[number];
  const res = await fetch(new URL(`/api/survey-users/respondents/${optedOut.id}`, baseURL), {
    method: 'PATCH',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${admin}` },
    body: JSON.stringify({ optedOut: true }),
  });
  expect(res.status).toBe(200);
  return { campaign, members, optedOut, admin };
}

async function operatorPage(): Promise<Page> {
  return (await operator()).page;
}

/** A mailing operator's page, and its own e-mail address. */
async function operator(): Promise<{ page: Page; email: string }> {
  const token = await accountWith('mailing_operator');
  const session = await api<{ user: { data: { email: string } } }>('/api/auth/access-token', null, {
    access_token: token,
  });
  const { context, page } = await newPage(browser, baseURL);
  // The cookie notice (public.e2e.ts tests it) would sit over the dialog's buttons.
  await context.addCookies([{ name: 'cAccepted', value: '1', url: baseURL }]);
  await context.addInitScript((value) => {
    if (!localStorage.getItem('jwt_access_token')) localStorage.setItem('jwt_access_token', value);
  }, token);
  return { page, email: session.user.data.email };
}

/** Picks `option` in the MUI select labelled `label`. */
async function choose(page: Page, label: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** On the template editor: name, subject, and a body that starts 'Olá, {{nome}}' (typed, the field from the menu). */
async function startTemplate(page: Page, name: string, subject: string) {
  await page.getByLabel('Nome do modelo').fill(name);
  await page.getByLabel('Assunto').fill(subject);
  await page.getByRole('textbox', { name: 'Corpo do e-mail' }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('Backspace');
  await page.keyboard.type('Olá, ');
  await page.getByRole('button', { name: 'Inserir campo' }).click();
  await page.getByRole('menuitem', { name: /\{\{nome\}\}/ }).click();
  await menuClosed(page);
}

/**
 * Waits until the merge-field menu has closed: while it closes, the page behind it is hidden from the
 * accessibility tree (and keys still go to the menu), so the next keystrokes and the next click wait for it.
 */
async function menuClosed(page: Page) {
  await page.getByRole('menu').waitFor({ state: 'detached', timeout: 10_000 });
}

/** The status cell of `email`'s row in the job's recipient list (waits for the list to be drawn). */
async function recipientStatus(page: Page, email: string) {
  const row = page.getByRole('row').filter({ hasText: email });
  await row.first().waitFor({ timeout: 20_000 });
  return (await row.first().getByRole('cell').nth(2).textContent()) ?? '';
}

describe('mailing end to end', () => {
  it('writes a template with merge fields, previews it, sends a job over SMTP with live progress; the e-mail is merged, its link answers, its unsubscribe link opts out, and a reminder goes only to who has not answered', {
    timeout: 240_000,
  }, async () => {
    const lot = randomUUID().slice(0, 8);
    const { campaign, members, optedOut, admin } = await fieldWork(lot);
    const page = await operatorPage();

    // The template: subject and body with merge fields from the menu, the survey link, a live preview.
    await page.goto('/apps/mailing');
    await page.getByRole('link', { name: 'Novo modelo' }).click();
    await page.waitForURL('**/apps/mailing/edit/novo');
    await startTemplate(page, `Convite ${lot}`, `Pesquisa ${lot}: {{campanha}}`);
    await page.keyboard.type('! Especialidade: ');
    await page.getByRole('button', { name: 'Inserir campo' }).click();
    await page.getByRole('menuitem', { name: /\{\{especialidade\}\}/ }).click();
    await menuClosed(page);
    await page.keyboard.type('.');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Inserir link da pesquisa' }).click();
    const preview = page.frameLocator('iframe[title="E-mail como o respondente o recebe"]');
    await expect
      .poll(() => preview.locator('body').textContent(), { timeout: 20_000 })
      .toContain('Olá, Dra. Ana Exemplo! Especialidade: cardiologia.');
    // With a chosen panel member's data and the campaign, as that person will get it.
    const alice = members[0] as (typeof members)[number];
    await page.getByLabel('Dados do respondente').fill(alice.email);
    await page.getByRole('option', { name: new RegExp(alice.email) }).click();
    await choose(page, 'Campanha', campaign.name);
    await expect
      .poll(() => preview.locator('body').textContent(), { timeout: 20_000 })
      .toContain(`Olá, ${alice.name}! Especialidade: cardiologia.`);
    await expect
      .poll(() => page.getByTestId('preview-subject').textContent())
      .toBe(`Pesquisa ${lot}: ${campaign.name}`);
    await page.getByRole('button', { name: 'Celular' }).click();
    expect(
      await page.locator('iframe[title="E-mail como o respondente o recebe"]').evaluate((f) => f.clientWidth),
    ).toBe(375);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/apps\/mailing\/edit\/[0-9a-f-]{36}\//);
    await expect.poll(() => page.getByText('Versão atual: 1').isVisible()).toBe(true);

    // The job: the lot of this campaign's panel, counted before it starts, sent at 60 a minute.
    await page.goto('/apps/mailingjobs');
    await page.waitForURL('**/apps/mailingjobs/em-andamento');
    await page.getByRole('button', { name: 'Novo envio' }).click();
    await choose(page, 'Modelo', new RegExp(`Convite ${lot}`));
    await choose(page, 'Campanha', campaign.name);
    await page.getByRole('button', { name: 'Adicionar filtro' }).click();
    await choose(page, 'Atributo 1', 'lote');
    await page.getByLabel('Valor 1').fill(lot);
    await page.getByLabel('Prazo ({{prazo}})').fill('30/11');
    await page.getByLabel('E-mails por minuto').fill('60');
    await page.getByRole('button', { name: 'Conferir destinatários' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'destinatários' }).textContent())
      .toBe('3 destinatários; fora do envio: 1 descadastrados.');
    await page.getByRole('button', { name: 'Iniciar envio' }).click();
    await page.waitForURL(/\/apps\/mailingjobs\/[0-9a-f-]{36}$/);
    await expect.poll(() => page.getByText('Progresso ao vivo').isVisible(), { timeout: 20_000 }).toBe(true);
    await expect
      .poll(() => page.getByText('100 % — 3 de 3 processados').isVisible(), { timeout: 60_000 })
      .toBe(true);
    await expect.poll(() => page.getByText('Concluído').first().isVisible()).toBe(true);
    await expect.poll(() => recipientStatus(page, alice.email)).toBe('enviado');

    // Each member got one e-mail, merged with their own data, with a one-click unsubscribe.
    const subject = `Pesquisa ${lot}`;
    for (const member of members) {
      const mail = await mailTo(mailDir, member.email, subject);
      expect(mail.text).toContain(`Olá, ${member.name}! Especialidade: cardiologia.`);
      expect(mail.headers.get('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
      expect(await mailsTo(mailDir, member.email)).toHaveLength(1);
    }
    expect(await mailsTo(mailDir, optedOut.email)).toHaveLength(0);

    // Alice answers through her e-mailed link; the job's list says so.
    const aliceMail = await mailTo(mailDir, alice.email, subject);
    const surveyLink = aliceMail.text.match(/https?:\/\/\S+\/apps\/surveyplayer\/[^\s)]+/)?.[0] ?? '';
    expect(surveyLink.startsWith(baseURL)).toBe(true);
    const guest = await newPage(browser, baseURL);
    await guest.context.addCookies([{ name: 'cAccepted', value: '1', url: baseURL }]);
    await guest.page.goto(surveyLink);
    await expect
      .poll(() => guest.page.getByText('Qual é a sua primeira conduta?').isVisible(), { timeout: 30_000 })
      .toBe(true);
    await guest.page.getByText('observar', { exact: true }).click();
    await guest.page.getByRole('button', { name: 'Enviar respostas' }).click();
    await expect
      .poll(
        async () => {
          await page.reload();
          return recipientStatus(page, alice.email);
        },
        { timeout: 60_000, interval: 2000 },
      )
      .toBe('respondeu');
    await guest.context.close();

    // Bruno follows the unsubscribe link of his e-mail: confirmation page, then out of the panel's mailings.
    const bruno = members[1] as (typeof members)[number];
    const brunoMail = await mailTo(mailDir, bruno.email, subject);
    const unsubscribe = brunoMail.text.match(/https?:\/\/\S+\/api\/mailing\/unsubscribe\?[^\s)]+/)?.[0] ?? '';
    const outside = await newPage(browser, baseURL);
    await outside.page.goto(unsubscribe);
    await outside.page.getByRole('button', { name: 'Confirmar descadastro' }).click();
    await expect
      .poll(() => outside.page.getByRole('heading', { name: 'Descadastro confirmado' }).isVisible())
      .toBe(true);
    await outside.context.close();
    const shown = await api<{ optedOut: boolean; optedOutSource: string }>(
      `/api/survey-users/respondents/${bruno.id}`,
      admin,
    );
    expect(shown).toMatchObject({ optedOut: true, optedOutSource: 'link de descadastro do e-mail' });
    await page.reload();
    await expect.poll(() => recipientStatus(page, bruno.email)).toBe('descadastrado');

    // A reminder to those invited who have not answered: Carla only (Alice answered, Bruno left).
    await page.goto('/apps/mailingjobs/em-andamento');
    await page.getByRole('button', { name: 'Novo envio' }).click();
    await choose(page, 'Modelo', new RegExp(`Convite ${lot}`));
    await choose(page, 'Campanha', campaign.name);
    await choose(page, 'Destinatários', 'Lembrete: convidados que não responderam');
    await page.getByLabel('Convidados há pelo menos (dias)').fill('0');
    await page.getByRole('button', { name: 'Conferir destinatários' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'destinatário' }).textContent())
      .toBe('1 destinatário; fora do envio: 1 descadastrados.');
    await page.getByRole('button', { name: 'Iniciar envio' }).click();
    await page.waitForURL(/\/apps\/mailingjobs\/[0-9a-f-]{36}$/);
    await expect
      .poll(() => page.getByText('100 % — 1 de 1 processados').isVisible(), { timeout: 60_000 })
      .toBe(true);
    const carla = members[2] as (typeof members)[number];
    await expect.poll(async () => (await mailsTo(mailDir, carla.email)).length).toBe(2);
    expect(await mailsTo(mailDir, alice.email)).toHaveLength(1);
    expect(await mailsTo(mailDir, bruno.email)).toHaveLength(1);
    await page.goto('/apps/mailingjobs/concluidos');
    await expect.poll(() => page.getByRole('link', { name: `Convite ${lot} (v1)` }).count()).toBe(2);
  });

  it("'Enviar teste' mails the rendered template to the operator's own address; a job pauses, holds, resumes and finishes", {
    timeout: 180_000,
  }, async () => {
    const lot = randomUUID().slice(0, 8);
    const { campaign, members } = await fieldWork(lot);
    const { page, email } = await operator();

    await page.goto('/apps/mailing/edit/novo');
    await startTemplate(page, `Teste ${lot}`, `Teste ${lot}: {{campanha}}`);
    await page.getByRole('button', { name: 'Enviar teste' }).click();
    const test = await mailTo(mailDir, email, `Teste ${lot}`);
    expect(test.text).toContain('Olá, ');
    expect(test.text).not.toContain('{{nome}}');
    // Sent once (the operator's account also got its registration's confirmation mail).
    const tests = (await mailsTo(mailDir, email)).filter((mail) =>
      mail.headers.get('subject')?.includes(lot),
    );
    expect(tests).toHaveLength(1);
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.waitForURL(/\/apps\/mailing\/edit\/[0-9a-f-]{36}\//);

    // Three recipients at 6 a minute (one every 10 s): paused after the first, nothing more goes out.
    await page.goto('/apps/mailingjobs/em-andamento');
    await page.getByRole('button', { name: 'Novo envio' }).click();
    await choose(page, 'Modelo', new RegExp(`Teste ${lot}`));
    await choose(page, 'Campanha', campaign.name);
    await page.getByRole('button', { name: 'Adicionar filtro' }).click();
    await choose(page, 'Atributo 1', 'lote');
    await page.getByLabel('Valor 1').fill(lot);
    await page.getByLabel('E-mails por minuto').fill('6');
    await page.getByRole('button', { name: 'Conferir destinatários' }).click();
    await page.getByRole('status').filter({ hasText: '3 destinatários' }).waitFor();
    await page.getByRole('button', { name: 'Iniciar envio' }).click();
    await page.waitForURL(/\/apps\/mailingjobs\/[0-9a-f-]{36}$/);
    await page.getByRole('button', { name: 'Pausar' }).click();
    await page.getByRole('button', { name: 'Retomar' }).waitFor({ timeout: 20_000 });
    await expect.poll(() => page.getByText('Pausado').first().isVisible()).toBe(true);
    const sentWhilePaused = async () => {
      let sent = 0;
      for (const member of members) sent += (await mailsTo(mailDir, member.email)).length;
      return sent;
    };
    const atPause = await sentWhilePaused();
    await new Promise((resolve) => setTimeout(resolve, 12_000));
    expect(await sentWhilePaused()).toBe(atPause);
    expect(atPause).toBeLessThan(3);

    await page.getByRole('button', { name: 'Retomar' }).click();
    await expect
      .poll(() => page.getByText('100 % — 3 de 3 processados').isVisible(), { timeout: 90_000 })
      .toBe(true);
    await expect.poll(sentWhilePaused, { timeout: 20_000 }).toBe(3);
    for (const member of members) expect(await mailsTo(mailDir, member.email)).toHaveLength(1);
  });
});
