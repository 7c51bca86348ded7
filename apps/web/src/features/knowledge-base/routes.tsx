import type { RouteObject } from 'react-router';
import { LazyPage, lazyScreen } from '@/components/lazy-page/lazy-page';
import type { TRouteHandle } from '@/lib/route-handle';

const HOME = lazyScreen(() => import('./components/knowledge-base-page'));
const GROUP = lazyScreen(() => import('./components/kb-group-page'));
const ARTICLE = lazyScreen(() => import('./components/kb-article-page'));

/** The knowledge base (help center): open to everyone like the FAQ; admins see the authoring buttons. */
export const knowledgeBaseRoutes: RouteObject[] = [
  {
    path: '/pages/knowledge-base',
    element: <LazyPage screen={HOME} />,
    handle: { auth: null, title: 'Base de conhecimento' } satisfies TRouteHandle,
  },
  {
    path: '/pages/knowledge-base/:groupPath',
    element: <LazyPage screen={GROUP} />,
    handle: { auth: null, title: 'Base de conhecimento: categoria' } satisfies TRouteHandle,
  },
  {
    path: '/pages/knowledge-base/:groupPath/:articleId',
    element: <LazyPage screen={ARTICLE} />,
    handle: { auth: null, title: 'Base de conhecimento: artigo' } satisfies TRouteHandle,
  },
];
