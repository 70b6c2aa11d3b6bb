import type { RouteObject } from 'react-router';
import { page } from '../page';

/** Pages of the artist studio (upload, edit track, dashboard, deals); each is lazy-loaded through `page()`. */
export const studioRoutes: RouteObject[] = [
  { path: 'upload', element: page(() => import('./studio/upload')) },
  { path: 'edit-track/:id', element: page(() => import('./studio/edit-track')) },
  { path: 'artist-dashboard', element: page(() => import('./studio/artist-dashboard')) },
  { path: 'deals', element: page(() => import('./studio/deals')) },
];
