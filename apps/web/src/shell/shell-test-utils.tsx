import type { TSessionUser } from '@pesquisemais/shared';
import type { QueryClient } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { TAuthContext } from '@/lib/auth/auth-context';
import { buildAuth, TestProviders } from '@/testing/test-utils';
import { ShellSettingsProvider } from './settings/shell-settings-provider';
import { ShellUiContext, type TShellUi } from './shell-ui-context';
import { ShortcutsProvider } from './shortcuts/shortcuts-provider';

export function buildShellUi(overrides: Partial<TShellUi> = {}): TShellUi {
  const noop = () => {};
  return {
    isNavbarMobileOpen: false,
    isQuickPanelOpen: false,
    isChatOpen: false,
    isThemeSettingsOpen: false,
    setNavbarMobileOpen: noop,
    setQuickPanelOpen: noop,
    setChatOpen: noop,
    setThemeSettingsOpen: noop,
    ...overrides,
  };
}

type TOptions = {
  user?: TSessionUser;
  auth?: TAuthContext;
  ui?: Partial<TShellUi>;
  path?: string;
  /** The app's own client (createQueryClient) when a test needs its error snackbar. */
  client?: QueryClient;
};

/** Renders a shell piece with a fixed session, the shell contexts and a router at `path`. */
export function renderShell(
  node: ReactNode,
  { user, auth, ui, client, path = '/apps/dashboards/livecampaigns' }: TOptions = {},
) {
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <ShellSettingsProvider routeLayers={[]}>
            <ShortcutsProvider>
              <ShellUiContext.Provider value={buildShellUi(ui)}>{node}</ShellUiContext.Provider>
            </ShortcutsProvider>
          </ShellSettingsProvider>
        ),
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <TestProviders auth={auth ?? buildAuth(user)} client={client}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router, ...view };
}
