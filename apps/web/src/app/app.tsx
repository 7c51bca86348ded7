import { lazy, Suspense, useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './provider';
import { APP_ROUTES } from './routes';

// Cookie notice, service worker, update banner and push: loaded after the first screen.
const SiteOverlays = lazy(() => import('@/features/pwa/components/site-overlays'));

export function App() {
  const [router] = useState(() => createBrowserRouter(APP_ROUTES));
  return (
    <AppProvider>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <SiteOverlays />
      </Suspense>
    </AppProvider>
  );
}
