import { AREA_ACCESS } from '@pesquisemais/shared';
import { Navigate, type RouteObject } from 'react-router';
import { LazyPage, lazyScreen } from '@/components/lazy-page/lazy-page';
import { HIDDEN_LAYOUT, type TRouteHandle } from '@/lib/route-handle';

const PRODUCTS = lazyScreen(() => import('./components/products-page'));
const PRODUCT = lazyScreen(() => import('./components/product-page'));
const ORDERS = lazyScreen(() => import('./components/orders-page'));
const ORDER = lazyScreen(() => import('./components/order-page'));

/** The e-commerce app (spec point 2): the interview group; the server checks 'ecommerce:manage'. */
const auth = AREA_ACCESS.ecommerce;

export const ecommerceRoutes: RouteObject[] = [
  {
    path: '/apps/e-commerce',
    element: <Navigate to="/apps/e-commerce/products" replace />,
    handle: { auth, title: 'Produtos', settings: HIDDEN_LAYOUT } satisfies TRouteHandle,
  },
  {
    path: '/apps/e-commerce/products',
    element: <LazyPage screen={PRODUCTS} />,
    handle: { auth, title: 'Produtos' } satisfies TRouteHandle,
  },
  {
    path: '/apps/e-commerce/products/:productId/:productHandle?',
    element: <LazyPage screen={PRODUCT} />,
    handle: { auth, title: 'Produto' } satisfies TRouteHandle,
  },
  {
    path: '/apps/e-commerce/orders',
    element: <LazyPage screen={ORDERS} />,
    handle: { auth, title: 'Pedidos' } satisfies TRouteHandle,
  },
  {
    path: '/apps/e-commerce/orders/:orderId',
    element: <LazyPage screen={ORDER} />,
    handle: { auth, title: 'Pedido' } satisfies TRouteHandle,
  },
];
