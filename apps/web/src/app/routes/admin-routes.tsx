import type { RouteObject } from 'react-router';
import { page } from '../page';

/** The administrators' area: its own lazy chunks, never part of a buyer's download. */
export const adminRoutes: RouteObject[] = [
  { path: 'admin', element: page(() => import('./admin/admin-home')) },
  { path: 'admin/reports', element: page(() => import('./admin/reports')) },
  { path: 'admin/audit', element: page(() => import('./admin/audit')) },
  /** Not admin-only: a member's own warnings, where the warning e-mail leads. */
  { path: 'strikes', element: page(() => import('./reports/strikes')) },
];
