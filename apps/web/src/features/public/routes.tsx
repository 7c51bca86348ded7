import type { RouteObject } from 'react-router';
import { LazyPage, lazyScreen } from '@/components/lazy-page/lazy-page';
import { HIDDEN_LAYOUT, type TRouteHandle } from '@/lib/route-handle';

const PUBLIC_LAYOUT = lazyScreen(() => import('./components/public-layout'));
const HOME = lazyScreen(() => import('./components/home-page'));
const FEATURES = lazyScreen(() => import('./components/features-page'));
const FAQ = lazyScreen(() => import('./components/faq-page'));
const PRICING = lazyScreen(() => import('./components/pricing-page'));
const SEARCH = lazyScreen(() => import('./components/search-page'));
const COMING_SOON = lazyScreen(() => import('./components/coming-soon-page'));
const MAINTENANCE = lazyScreen(() => import('./components/maintenance-page'));
const PRIVACY = lazyScreen(() =>
  import('./components/policy-page').then((m) => ({ default: m.PrivacyPolicyPage })),
);
const TERMS = lazyScreen(() =>
  import('./components/policy-page').then((m) => ({ default: m.TermsOfServicePage })),
);
const COOKIES = lazyScreen(() =>
  import('./components/policy-page').then((m) => ({ default: m.CookiePolicyPage })),
);
const INVOICE_MODERN = lazyScreen(() =>
  import('./components/invoice-page').then((m) => ({ default: m.InvoiceModernPage })),
);
const INVOICE_COMPACT = lazyScreen(() =>
  import('./components/invoice-page').then((m) => ({ default: m.InvoiceCompactPage })),
);

/** The public area has its own toolbar and footer, so the admin shell is hidden there. */
const PUBLIC_HANDLE: TRouteHandle = { auth: null, settings: HIDDEN_LAYOUT };

const page = (path: string, screen: ReturnType<typeof lazyScreen>, title: string): RouteObject => ({
  path,
  element: <LazyPage screen={screen} />,
  handle: { ...PUBLIC_HANDLE, title },
});

export const publicRoutes: RouteObject[] = [
  {
    element: <LazyPage screen={PUBLIC_LAYOUT} />,
    handle: PUBLIC_HANDLE,
    children: [
      page('/home', HOME, 'Página inicial'),
      page('/pages/features', FEATURES, 'Recursos'),
      page('/pages/faq', FAQ, 'Perguntas frequentes'),
      page('/pricing', PRICING, 'Planos e preços'),
      page('/pages/search/modern', SEARCH, 'Busca'),
      page('/policy/privacy', PRIVACY, 'Política de Privacidade'),
      page('/policy/terms-of-service', TERMS, 'Termos de Uso'),
      page('/policy/cookies', COOKIES, 'Política de Cookies'),
      page('/pages/invoices/modern', INVOICE_MODERN, 'Fatura moderna'),
      page('/pages/invoices/compact', INVOICE_COMPACT, 'Fatura compacta'),
    ],
  },
  page('/pages/coming-soon', COMING_SOON, 'Em breve'),
  page('/pages/maintenance', MAINTENANCE, 'Em manutenção'),
];
