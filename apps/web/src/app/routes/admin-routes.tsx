import type { RouteObject } from 'react-router';
import { page } from '../page';

/** The administrators' area: its own lazy chunks, never part of a buyer's download. */
export const adminRoutes: RouteObject[] = [
  { path: 'admin', element: page(() => import('./admin/admin-home')) },
  { path: 'admin/reports', element: page(() => import('./admin/reports')) },
  { path: 'admin/audit', element: page(() => import('./admin/audit')) },
  { path: 'admin/users', element: page(() => import('./admin/users')) },
  { path: 'admin/disputes', element: page(() => import('./admin/disputes')) },
  { path: 'admin/disputes/:id', element: page(() => import('./admin/dispute')) },
  { path: 'admin/refunds', element: page(() => import('./admin/refunds')) },
  /** Not admin-only: a member's own warnings, where the warning e-mail leads. */
  { path: 'strikes', element: page(() => import('./reports/strikes')) },
];
