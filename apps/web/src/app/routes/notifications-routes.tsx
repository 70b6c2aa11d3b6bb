import type { RouteObject } from 'react-router';
import { page } from '../page';

/** The notifications list, the e-mail settings and a mail's unsubscribe page (issue 34); each lazy-loaded. */
export const notificationsRoutes: RouteObject[] = [
  { path: 'notifications', element: page(() => import('./notifications/notifications')) },
  { path: 'settings/notifications', element: page(() => import('./notifications/notification-settings')) },
  { path: 'unsubscribe', element: page(() => import('./notifications/unsubscribe')) },
];
