import type { RouteObject } from 'react-router';
import { pageWithMessages } from '../page';

/** Pages of the artist studio (upload, edit track, dashboard); each is lazy-loaded with the `studio` strings. */
export const studioRoutes: RouteObject[] = [
  { path: 'upload', element: pageWithMessages('studio', () => import('./studio/upload')) },
  { path: 'edit-track/:id', element: pageWithMessages('studio', () => import('./studio/edit-track')) },
  { path: 'artist-dashboard', element: pageWithMessages('studio', () => import('./studio/artist-dashboard')) },
];
