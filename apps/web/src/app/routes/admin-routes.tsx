import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadAdminMessages } from '../../lib/i18n/language-store';
import { page } from '../page';

/** An admin page arrives with the admin strings (their own chunk), never part of a buyer's download. */
const adminPage = (load: () => Promise<{ Component: ComponentType }>) => page(() => Promise.all([load(), loadAdminMessages()]).then(([module]) => module));

/** The administrators' area: its own lazy chunks, never part of a buyer's download. */
export const adminRoutes: RouteObject[] = [
  { path: 'admin', element: adminPage(() => import('./admin/admin-home')) },
  { path: 'admin/reports', element: adminPage(() => import('./admin/reports')) },
  { path: 'admin/audit', element: adminPage(() => import('./admin/audit')) },
  { path: 'admin/takedowns', element: adminPage(() => import('./admin/takedowns')) },
  { path: 'admin/contact', element: adminPage(() => import('./admin/contact')) },
  { path: 'admin/appeals', element: adminPage(() => import('./admin/appeals')) },
  /** Not admin-only: a member's own warnings and notices about their tracks, where the e-mails lead. */
  { path: 'strikes', element: page(() => import('./reports/strikes')) },
];
