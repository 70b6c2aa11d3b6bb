import type { RouteObject } from 'react-router';
import { page } from '../page';

/** Pages of the accounts area; each is lazy-loaded through `page()`. Who may open which: app.tsx. */
export const accountsRoutes: RouteObject[] = [
  { path: '/login', element: page(() => import('./accounts/login')) },
  { path: '/signup', element: page(() => import('./accounts/signup')) },
  { path: '/check-email', element: page(() => import('./accounts/check-email')) },
  { path: '/forgot-password', element: page(() => import('./accounts/forgot-password')) },
  { path: '/reset-password', element: page(() => import('./accounts/reset-password')) },
  { path: '/set-username', element: page(() => import('./accounts/set-username')) },
  { path: '/complete-buyer-profile', element: page(() => import('./accounts/complete-buyer-profile')) },
  { path: '/edit-buyer-profile', element: page(() => import('./accounts/edit-buyer-profile')) },
  { path: '/edit-profile', element: page(() => import('./accounts/edit-profile')) },
];
