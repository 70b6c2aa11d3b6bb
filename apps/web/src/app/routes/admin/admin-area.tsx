import { Navigate, useRoutes, type RouteObject } from 'react-router';
import { Component as Appeals } from './appeals';
import { Component as AdminHome } from './admin-home';
import { Component as Audit } from './audit';
import { Component as Contact } from './contact';
import { Component as Dispute } from './dispute';
import { Component as Disputes } from './disputes';
import { Component as Refunds } from './refunds';
import { Component as Reports } from './reports';
import { Component as Takedowns } from './takedowns';
import { Component as Users } from './users';

/**
 * Every /admin page in one chunk, so the first load knows a single admin import rather than a
 * preload list per admin page.
 */
const ADMIN_PAGES: RouteObject[] = [
  { index: true, element: <AdminHome /> },
  { path: 'reports', element: <Reports /> },
  { path: 'audit', element: <Audit /> },
  { path: 'takedowns', element: <Takedowns /> },
  { path: 'contact', element: <Contact /> },
  { path: 'appeals', element: <Appeals /> },
  { path: 'users', element: <Users /> },
  { path: 'disputes', element: <Disputes /> },
  { path: 'disputes/:id', element: <Dispute /> },
  { path: 'refunds', element: <Refunds /> },
  // Only administrators get this far (decideRoute); an unknown admin page leads to the overview.
  { path: '*', element: <Navigate to="/admin" replace /> },
];

export function Component() {
  return useRoutes(ADMIN_PAGES);
}
