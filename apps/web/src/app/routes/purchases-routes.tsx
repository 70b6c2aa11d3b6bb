import type { RouteObject } from 'react-router';
import { page } from '../page';

/** Pages of the purchase flow (spec §2.4, §2.6); each is lazy-loaded through `page()`. */
export const purchasesRoutes: RouteObject[] = [
  { path: 'purchase/:id', element: page(() => import('./purchases/confirm')) },
  { path: 'checkout/:id', element: page(() => import('./purchases/checkout')) },
  { path: 'payment-complete/:id', element: page(() => import('./purchases/payment-complete')) },
  { path: 'cart', element: page(() => import('./purchases/cart')) },
  { path: 'buyer-dashboard', element: page(() => import('./purchases/buyer-dashboard')) },
];
