import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { buildAuth, renderRoutes } from '@/testing/test-utils';
import { COOKIE_ACCEPTED_NAME, cookieChoice } from '../lib/cookie-consent';
import { COOKIE_NOTICE_TEXT } from './cookie-notice-text';
import { SiteOverlays } from './site-overlays';

function clearCookie() {
  // biome-ignore lint/suspicious/noDocumentCookie: the test resets the flag the component reads.
  document.cookie = `${COOKIE_ACCEPTED_NAME}=; max-age=0; path=/`;
}

const renderOverlays = () => renderRoutes([{ path: '/', element: <SiteOverlays /> }], '/', buildAuth());

describe('cookie notice', () => {
  afterEach(clearCookie);

  it('shows the Portuguese notice until ACEITAR sets cAccepted, then stays hidden on a new render', async () => {
    const first = renderOverlays();
    const notice = await screen.findByRole('region', { name: 'Aviso de cookies' });
    expect(notice.textContent).toContain(COOKIE_NOTICE_TEXT);
    expect(COOKIE_NOTICE_TEXT).toContain('cookies');
    expect(COOKIE_NOTICE_TEXT).toContain('analisar o tráfego');
    expect(COOKIE_NOTICE_TEXT).toContain('parceiros');
    expect(screen.getByRole('link', { name: 'Política de Cookies' }).getAttribute('href')).toBe(
      '/policy/cookies',
    );

    await userEvent.click(screen.getByRole('button', { name: 'ACEITAR' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).toBeNull());
    expect(document.cookie).toContain(`${COOKIE_ACCEPTED_NAME}=true`);
    first.unmount();

    renderOverlays();
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).toBeNull();
  });

  it("offers 'Recusar' beside ACEITAR: the refusal is remembered as cAccepted=false and the notice stays gone", async () => {
    const first = renderOverlays();
    await userEvent.click(await screen.findByRole('button', { name: 'Recusar' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).toBeNull());
    expect(document.cookie).toContain(`${COOKIE_ACCEPTED_NAME}=false`);
    expect(cookieChoice()).toBe('refused');
    first.unmount();
    renderOverlays();
    expect(screen.queryByRole('button', { name: 'ACEITAR' })).toBeNull();
  });

  it('reads the choice from cAccepted: none, a refusal, or the spec acceptance whatever its value', () => {
    expect(cookieChoice('')).toBeNull();
    expect(cookieChoice('jwt=1; cAccepted=false')).toBe('refused');
    expect(cookieChoice('cAccepted=true; x=2')).toBe('accepted');
    expect(cookieChoice('cAccepted=1')).toBe('accepted');
    expect(cookieChoice('xcAccepted=false')).toBeNull();
  });

  it('does not show the notice when the cookie already exists', () => {
    // biome-ignore lint/suspicious/noDocumentCookie: the test sets the flag the component reads.
    document.cookie = `${COOKIE_ACCEPTED_NAME}=true; path=/`;
    renderOverlays();
    expect(screen.queryByRole('button', { name: 'ACEITAR' })).toBeNull();
  });
});
