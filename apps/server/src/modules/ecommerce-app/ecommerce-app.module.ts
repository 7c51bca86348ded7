import { POLICIES } from '@pesquisemais/shared';
import type { ModuleManifest } from '../../core/module';
import { ecommerceAppRoutes } from '.';
import { seedEcommerce } from './ecommerce-app.seed';

export const ecommerceAppModule: ModuleManifest = {
  name: 'ecommerce-app',
  routes: [
    {
      prefix: '/api/e-commerce-app',
      plugin: ecommerceAppRoutes,
      access: {
        'GET /products': POLICIES['ecommerce:manage'],
        'GET /product': POLICIES['ecommerce:manage'],
        'POST /product/image': POLICIES['ecommerce:manage'],
        'GET /images/:prefix/:id': 'public',
        'POST /product/save': POLICIES['ecommerce:manage'],
        'GET /orders': POLICIES['ecommerce:manage'],
        'GET /order': POLICIES['ecommerce:manage'],
        'POST /order/status': POLICIES['ecommerce:manage'],
      },
    },
  ],
  owns: ['ecommerce_products', 'ecommerce_orders', 'ecommerce_order_statuses', 'ecommerce_product_images'],
  seed: seedEcommerce,
};
