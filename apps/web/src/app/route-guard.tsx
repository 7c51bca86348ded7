import { type ReactNode, useEffect } from 'react';
import { useLocation, useMatches, useNavigate } from 'react-router';
import { useAuth } from '@/lib/auth/auth-context';
import { clearRememberedRedirect, getRememberedRedirect, rememberRedirect } from '@/lib/auth/redirect-memory';
import { asRouteHandle } from '@/lib/route-handle';
import { decideAccess, findRouteAuth } from './access-decision';

export const LOGIN_PATH = '/login';

/** Renders the matched route only if the user's role may open it (route `handle.auth`). */
export function RouteGuard({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const matches = useMatches();
  const { pathname, search, hash } = useLocation();
  const decision = decideAccess({
    auth: findRouteAuth(matches.map((match) => match.handle)),
    role: user.role,
    location: `${pathname}${search}${hash}`,
    remembered: getRememberedRedirect(),
  });

  if (
    decision.kind === 'allow' ||
    hasLinkParam(
      matches.map((match) => match.handle),
      search,
    )
  )
    return children;
  if (decision.kind === 'login') return <GuardRedirect to={LOGIN_PATH} remember={decision.remember} />;
  return <GuardRedirect to={decision.to} />;
}

/** The deepest route's link parameter is in the address: the server checks that link, not the role. */
function hasLinkParam(handles: readonly unknown[], search: string): boolean {
  const param = asRouteHandle(handles.at(-1)).linkParam;
  return param !== undefined && (new URLSearchParams(search).get(param)?.length ?? 0) > 0;
}

type TGuardRedirectProps = { to: string; remember?: string };

function GuardRedirect({ to, remember }: TGuardRedirectProps) {
  const navigate = useNavigate();
  useEffect(() => {
    if (remember) rememberRedirect(remember);
    else clearRememberedRedirect();
    void navigate(to, { replace: true });
  }, [navigate, to, remember]);
  return null;
}
