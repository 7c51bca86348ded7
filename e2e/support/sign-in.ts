import type { Page } from 'playwright-core';
import { DEMO } from './global-setup';

export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@pesquisemais.com.br', password: DEMO.adminPassword },
  staff: { email: 'staff@pesquisemais.com.br', password: DEMO.staffPassword },
} as const;

/** Signs a demo user in through the login form and waits to leave /login. */
export async function signInAs(page: Page, who: keyof typeof DEMO_ACCOUNTS) {
  const account = DEMO_ACCOUNTS[who];
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Senha').fill(account.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}
