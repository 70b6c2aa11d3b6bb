import type { RouteObject } from 'react-router';
import { NotFound } from '../components/layout/not-found';
import { page } from './page';
import { accountsRoutes } from './routes/accounts-routes';
import { adminRoutes } from './routes/admin-routes';
import { catalogueRoutes } from './routes/catalogue-routes';
import { licencesRoutes } from './routes/licences-routes';
import { messagesRoutes } from './routes/messages-routes';
import { notificationsRoutes } from './routes/notifications-routes';
import { pagesRoutes } from './routes/pages-routes';
import { purchasesRoutes } from './routes/purchases-routes';
import { studioRoutes } from './routes/studio-routes';

/**
 * Every page is its own chunk (see `page`). Features add their pages to the groups below;
 * the route-access rules (packages/shared/src/routing.ts) decide who may open which.
 */
export const routes: RouteObject[] = [
  { index: true, element: page(() => import('./routes/home')) },
  ...accountsRoutes,
  ...pagesRoutes,
  ...catalogueRoutes,
  ...studioRoutes,
  ...purchasesRoutes,
  ...licencesRoutes,
  ...messagesRoutes,
  ...adminRoutes,
  ...notificationsRoutes,
  { path: '*', element: <NotFound /> },
];
