import { ThemeProvider } from '@mui/material/styles';
import { GUEST_USER, type TRole, type TSessionUser } from '@pesquisemais/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import { type ReactNode, useState } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { pmaisTheme } from '@/app/theme/pmais-theme';
import { LoadingIndicator } from '@/components/loading-indicator';
import { AuthContext, type TAuthContext } from '@/lib/auth/auth-context';
import { AuthProvider } from '@/lib/auth/auth-provider';

export function buildUser({
  role = 'admin',
  startpage,
}: {
  role?: TRole;
  startpage?: string;
} = {}): TSessionUser {
  return {
    ...GUEST_USER,
    uuid: `uuid-${role}`,
    uid: `uid-${role}`,
    role,
    data: { ...GUEST_USER.data, displayName: `Maria ${role}`, email: `${role}@example.com` },
    usermenu: startpage ? [{ id: 'start', title: 'Início', type: 'item', startpage }] : [],
  };
}

/** A fixed auth state, for components that only read the session. */
export function buildAuth(user: TSessionUser = GUEST_USER): TAuthContext {
  const fail = () => Promise.reject(new Error('não usado neste teste'));
  return {
    user,
    isGuest: user.role === 'guest',
    signIn: fail,
    register: fail,
    confirmRegistration: fail,
    signOut: () => {},
    updateUser: fail,
  };
}

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** A JWT with the given payload (unsigned: the client never verifies). */
export function buildToken(payload: Record<string, unknown>): string {
  const encode = (value: unknown) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(payload)}.signature`;
}

type TProvidersProps = { children: ReactNode; auth?: TAuthContext; client?: QueryClient };

/** The app's providers; with `auth` the session is fixed, otherwise the real AuthProvider runs. */
/** `client`: the app's own (createQueryClient) when a test needs its error snackbar. */
export function TestProviders({ children, auth, client: given }: TProvidersProps) {
  const [client] = useState(
    () => given ?? new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  );
  const session = auth ? (
    <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>
  ) : (
    <AuthProvider fallback={<LoadingIndicator fullPage />}>{children}</AuthProvider>
  );
  return (
    <ThemeProvider theme={pmaisTheme}>
      <SnackbarProvider anchorOrigin={{ vertical: 'top', horizontal: 'center' }}>
        <QueryClientProvider client={client}>{session}</QueryClientProvider>
      </SnackbarProvider>
    </ThemeProvider>
  );
}

export function renderRoutes(
  routes: RouteObject[],
  initialEntry: string,
  auth?: TAuthContext,
  client?: QueryClient,
) {
  const router = createMemoryRouter(routes, { initialEntries: [initialEntry] });
  const view = render(
    <TestProviders auth={auth} client={client}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router, ...view };
}
