import type { RouteObject } from 'react-router';
import { page } from '../page';

/** The administrators' area: its own lazy chunks, never part of a buyer's download. */
export const adminRoutes: RouteObject[] = [
  { path: 'admin', element: page(() => import('./admin/admin-home')) },
  { path: 'admin/audit', element: page(() => import('./admin/audit')) },
];
