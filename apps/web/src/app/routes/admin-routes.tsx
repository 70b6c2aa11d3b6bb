import type { RouteObject } from 'react-router';
import { pageWithMessages } from '../page';

export const adminRoutes: RouteObject[] = [
  /** The administrators' area: one lazy chunk with its own strings, never part of a buyer's download. */
  { path: 'admin/*', element: pageWithMessages('admin', () => import('./admin/admin-area')) },
  /** Not admin-only: a member's own warnings and notices about their tracks, where the e-mails lead. */
  { path: 'strikes', element: pageWithMessages(['strikes', 'takedowns'], () => import('./reports/strikes')) },
];
