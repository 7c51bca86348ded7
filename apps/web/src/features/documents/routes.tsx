import { AREA_ACCESS } from '@pesquisemais/shared';
import type { RouteObject } from 'react-router';
import { LazyPage, lazyScreen } from '@/components/lazy-page/lazy-page';
import type { TRouteHandle } from '@/lib/route-handle';

const DOCUMENTS_SCREEN = lazyScreen(() => import('./components/documents-page'));
const BOARD_SCREEN = lazyScreen(() => import('./components/board-page'));

/** Spec point 6: the Documents group; the server decides which boards and what each role may do. */
const handle = { auth: AREA_ACCESS.documents } satisfies TRouteHandle;

export const documentRoutes: RouteObject[] = [
  {
    path: '/apps/documents',
    element: <LazyPage screen={DOCUMENTS_SCREEN} />,
    handle: { ...handle, title: 'Documentos' },
  },
  {
    path: '/apps/documents/:editType/:docId/:docSlug?',
    // The board's data is asked for alongside the screen's code, not after it (bench/doc-board.ts).
    loader: ({ params }) => {
      if (params.docId) void import('./api/get-doc').then((module) => module.prefetchDoc(params.docId ?? ''));
      return null;
    },
    element: <LazyPage screen={BOARD_SCREEN} />,
    handle: { ...handle, title: 'Quadro' },
  },
];
