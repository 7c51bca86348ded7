import { lazy, Suspense, useEffect, useState } from 'react';
import { subscribeConfirm, type TConfirmRequest } from './confirm-store';

// The dialog's code loads with the first request, not with every page.
const ConfirmDialog = lazy(() =>
  import('./confirm-dialog').then((module) => ({ default: module.ConfirmDialog })),
);

/** Mounted once in the app provider; shows the request made through `confirm(...)`. */
export function ConfirmDialogHost() {
  const [request, setRequest] = useState<TConfirmRequest | null>(null);
  const [hasOpened, setHasOpened] = useState(false);
  useEffect(
    () =>
      subscribeConfirm((next) => {
        setRequest(next);
        if (next) setHasOpened(true);
      }),
    [],
  );
  if (!hasOpened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialog request={request} />
    </Suspense>
  );
}
