import { AUTH_MESSAGES, GUEST_USER, type TSessionUser } from '@pesquisemais/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { clearStoredToken, getStoredToken, getTokenState, setStoredToken } from '@/lib/auth-token';
import { notify } from '@/lib/notify';
import { onAutoLogout } from '@/lib/session-events';
import { postAccessToken, postRegister, postRegisterConfirm, postSignIn } from './auth-api';
import { AuthContext, type TAuthContext } from './auth-context';
import { postInvitationExchange, readInvitationToken } from './invitation-link';
import { getRememberedRedirect, rememberRedirect } from './redirect-memory';
import { forgetUser, rememberedUserFor, rememberUser } from './remembered-user';
import { useUpdateUser } from './use-update-user';

type TAuthProviderProps = {
  children: ReactNode;
  /** Shown until the stored token has been checked, so guards don't redirect too early. */
  fallback: ReactNode;
};

export function AuthProvider({ children, fallback }: TAuthProviderProps) {
  const queryClient = useQueryClient();
  const [user, setUser] = useState<TSessionUser>(GUEST_USER);
  const [isChecking, setIsChecking] = useState(
    () => getStoredToken() !== null || readInvitationToken(window.location) !== null,
  );
  const hasStartedRef = useRef(false);

  const endSession = useCallback(
    (reason?: string) => {
      clearStoredToken();
      forgetUser();
      queryClient.clear();
      setUser(GUEST_USER);
      if (reason) notify(reason, 'warning');
    },
    [queryClient],
  );

  // A guest's 401 (e.g. a token removed in another tab) ends nothing visible: no message then.
  const isGuestRef = useRef(true);
  useEffect(() => {
    isGuestRef.current = user.role === 'guest';
  }, [user]);
  useEffect(
    () => onAutoLogout((reason) => endSession(isGuestRef.current ? undefined : reason)),
    [endSession],
  );

  // A failed start-up check reaches the snackbar (as a warning) through the mutation cache.
  const startSession = (result: { access_token: string; user: TSessionUser }) => {
    setStoredToken(result.access_token);
    setUser(result.user);
  };
  const { mutate: exchangeInvitation } = useMutation({
    mutationFn: postInvitationExchange,
    meta: { errorVariant: 'warning' },
    onSuccess: startSession,
    onSettled: () => setIsChecking(false),
  });
  const { mutate: renewToken } = useMutation({
    mutationFn: async (token: string) => {
      try {
        return await postAccessToken(token);
      } catch (error) {
        // No connection at all: the device keeps working as the user the server last confirmed (off-line).
        const offline = error instanceof ApiError && error.status === 0 ? rememberedUserFor(token) : null;
        if (offline) return { access_token: token, user: offline };
        throw error;
      }
    },
    meta: { errorVariant: 'warning' },
    // Remembered for the device's off-line use; an invitation's narrow session never is.
    onSuccess: (result) => {
      rememberUser(result.user);
      startSession(result);
    },
    // A server that is down does not end the session; a rejected token does.
    onError: (error) => {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) clearStoredToken();
    },
    onSettled: () => setIsChecking(false),
  });

  useEffect(() => {
    if (hasStartedRef.current) return;
    hasStartedRef.current = true;
    const invitation = readInvitationToken(window.location);
    if (invitation) {
      exchangeInvitation(invitation);
      return;
    }
    const token = getStoredToken();
    const state = getTokenState(token);
    if (!token || state === 'missing') return;
    if (state !== 'valid') {
      endSession(state === 'expired' ? AUTH_MESSAGES.sessionExpired : undefined);
      setIsChecking(false);
      return;
    }
    renewToken(token);
  }, [endSession, exchangeInvitation, renewToken]);

  const signIn = useCallback<TAuthContext['signIn']>(async (body) => {
    const result = await postSignIn(body);
    setStoredToken(result.access_token);
    rememberUser(result.user);
    // The route guard sends a user who just signed in to the remembered address.
    if (!getRememberedRedirect()) rememberRedirect(result.user.usermenu[0]?.startpage ?? '/home');
    setUser(result.user);
    return result.user;
  }, []);

  const register = useCallback<TAuthContext['register']>(
    async (body) => (await postRegister(body)).message,
    [],
  );

  const confirmRegistration = useCallback<TAuthContext['confirmRegistration']>(async (token) => {
    const result = await postRegisterConfirm({ token });
    setStoredToken(result.access_token);
    rememberUser(result.user);
    // A confirmed respondent lands on its start page (spec point 4), not on a remembered address.
    rememberRedirect(result.user.usermenu[0]?.startpage ?? '/home');
    setUser(result.user);
    return result.user;
  }, []);

  const signOut = useCallback(() => endSession(), [endSession]);
  const updateUser = useUpdateUser(setUser);

  const value = useMemo<TAuthContext>(
    () => ({
      user,
      isGuest: user.role === 'guest',
      signIn,
      register,
      confirmRegistration,
      signOut,
      updateUser,
    }),
    [user, signIn, register, confirmRegistration, signOut, updateUser],
  );

  return <AuthContext.Provider value={value}>{isChecking ? fallback : children}</AuthContext.Provider>;
}
