import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { buildAuth, buildUser, jsonResponse, renderRoutes } from '@/testing/test-utils';
import { NotificationsTab } from './notifications-tab';

/** A browser with a registered service worker and notifications already allowed. */
function stubPushBrowser() {
  const pushManager = { getSubscription: vi.fn(async () => null), subscribe: vi.fn() };
  const registration = { active: {}, pushManager };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { getRegistration: vi.fn(async () => registration) },
  });
  vi.stubGlobal('PushManager', class {});
  vi.stubGlobal('Notification', { permission: 'granted' });
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('NotificationsTab', () => {
  it('shows in the snackbar why this browser could not subscribe, and lets it try again', {
    timeout: 20_000,
  }, async () => {
    stubPushBrowser();
    const message = 'Notificações push não configuradas neste servidor.';
    const fetchMock = vi.fn(async (_url: string) =>
      jsonResponse({ error: { code: 'UNAVAILABLE', message } }, 503),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderRoutes(
      [{ path: '*', element: <NotificationsTab /> }],
      '/settings/notificacoes',
      buildAuth(buildUser({ role: 'staff' })),
      createQueryClient(),
    );
    const button = screen.getByRole('button', { name: 'Ativar notificações neste navegador' });
    await userEvent.click(button);
    expect(await screen.findByText(message)).toBeTruthy();
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/push/public-key');
    expect((button as HTMLButtonElement).disabled).toBe(false);
  });
});
