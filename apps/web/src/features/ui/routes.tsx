import type { RouteObject } from 'react-router';
import { LazyPage, lazyScreen } from '@/components/lazy-page/lazy-page';
import type { TRouteHandle } from '@/lib/route-handle';

const loadLayouts = () => import('./components/page-layout-pages');
const loadReference = () => import('./components/reference-pages');

const CARDED_SCREEN = lazyScreen(() =>
  loadLayouts().then((module) => ({ default: module.CardedLayoutPage })),
);
const SIMPLE_SCREEN = lazyScreen(() =>
  loadLayouts().then((module) => ({ default: module.SimpleLayoutPage })),
);
const BLANK_SCREEN = lazyScreen(() => loadLayouts().then((module) => ({ default: module.BlankLayoutPage })));
const ICONS_SCREEN = lazyScreen(() => import('./components/icons-page'));
const TYPOGRAPHY_SCREEN = lazyScreen(() =>
  loadReference().then((module) => ({ default: module.TypographyPage })),
);
const HELPERS_SCREEN = lazyScreen(() =>
  loadReference().then((module) => ({ default: module.HelperClassesPage })),
);

const OPEN: TRouteHandle = { auth: null };

/** The UI demo pages of spec point 2, open to everyone. */
export const uiRoutes: RouteObject[] = [
  {
    path: '/ui/page-layouts/carded/:variant',
    element: <LazyPage screen={CARDED_SCREEN} />,
    handle: { ...OPEN, title: 'Layout carded' },
  },
  {
    path: '/ui/page-layouts/simple/:variant',
    element: <LazyPage screen={SIMPLE_SCREEN} />,
    handle: { ...OPEN, title: 'Layout simple' },
  },
  {
    path: '/ui/page-layouts/blank',
    element: <LazyPage screen={BLANK_SCREEN} />,
    handle: { ...OPEN, title: 'Página em branco' },
  },
  { path: '/ui/icons', element: <LazyPage screen={ICONS_SCREEN} />, handle: { ...OPEN, title: 'Ícones' } },
  {
    path: '/ui/typography',
    element: <LazyPage screen={TYPOGRAPHY_SCREEN} />,
    handle: { ...OPEN, title: 'Tipografia' },
  },
  {
    path: '/ui/helper-classes',
    element: <LazyPage screen={HELPERS_SCREEN} />,
    handle: { ...OPEN, title: 'Classes utilitárias' },
  },
];
