import { useState } from 'react';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProvider } from './provider';
import { APP_ROUTES } from './routes';

export function App() {
  const [router] = useState(() => createBrowserRouter(APP_ROUTES));
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
