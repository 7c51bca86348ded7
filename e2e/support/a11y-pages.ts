import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { api } from './api';
import { axePage } from './axe';
import { registerConfirmed } from './register';

type TViewport = { width: number; height: number };

/**
 * Pages and data for the interaction checks (accessibility-overlays and accessibility-keyboard): axe-ready
 * pages, a drawn shell page, a questionnaire fielding in a campaign, a new respondent.
 */
export function a11yPages(browser: () => Browser, baseURL: string) {
  /** A page for axe, cookies accepted unless told, signed in with `token` when given. */
  const openPage = (viewport: TViewport, options: { token?: string; acceptCookies?: boolean } = {}) =>
    axePage(browser(), baseURL, viewport, {
      token: options.token,
      acceptCookies: options.acceptCookies !== false,
    });

  /** A shell page (the typography demo: little content between the toolbar and the theme button), drawn. */
  const openShellPage = async (viewport: TViewport, token: string) => {
    const opened = await openPage(viewport, { token });
    await opened.page.goto('/ui/typography');
    await opened.page.getByTestId('admin-shell').waitFor();
    await settled(opened.page);
    return opened;
  };

  return { openPage, openShellPage };
}

/** Waits until lazy chunks and first data have drawn (no spinner, network quiet). */
export async function settled(page: Page) {
  await page
    .waitForFunction(() => !document.querySelector('[role="progressbar"]'), null, { timeout: 20_000 })
    .catch(() => undefined);
  await page.waitForLoadState('networkidle').catch(() => undefined);
}

/** `elements` as a published one-page questionnaire, fielding in a web campaign open to the panel. */
export async function fieldingSurvey(
  staffToken: string,
  title: string,
  elements: unknown[],
): Promise<{ surveyId: string; campaignId: string }> {
  const stamp = randomUUID().slice(0, 8);
  const survey = await api<{ id: string }>('/api/surveys/import', staffToken, {
    title: `${title} ${stamp}`,
    schema: { pages: [{ name: 'p1', elements }] },
  });
  await api(`/api/surveys/${survey.id}/publish`, staffToken, {});
  const campaign = await api<{ id: string }>('/api/campaigns', staffToken, {
    surveyId: survey.id,
    name: `${title} ${stamp}`,
    mode: 'web',
    isOpenToPanel: true,
  });
  await api(`/api/campaigns/${campaign.id}/status`, staffToken, { status: 'fielding' });
  return { surveyId: survey.id, campaignId: campaign.id };
}

/** A newly registered (and confirmed) respondent's token. */
export async function respondentToken(): Promise<string> {
  const stamp = randomUUID().slice(0, 8);
  const made = await registerConfirmed({
    displayName: `Respondente ${stamp}`,
    email: `a11y.${stamp}@exemplo.com.br`,
    password: `Senha-forte-${stamp}`,
  });
  return made.access_token;
}
