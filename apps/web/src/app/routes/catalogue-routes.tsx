import type { RouteObject } from 'react-router';
import { page } from '../page';

/**
 * Pages of the catalogue area; each is lazy-loaded through `page()`. Home is `./home`, and search
 * lives in its Explore section (`/?q=…&genre=…`) because `/` is public for everyone (spec §2.1).
 */
export const catalogueRoutes: RouteObject[] = [
  { path: 'genres', element: page(() => import('./catalogue/genres')) },
  { path: 'genre/:genreName', element: page(() => import('./catalogue/genre')) },
  { path: 'artists', element: page(() => import('./catalogue/artists')) },
  { path: 'artist/:username', element: page(() => import('./catalogue/artist')) },
  { path: 'track/:id', element: page(() => import('./catalogue/track')) },
  { path: 'library', element: page(() => import('./catalogue/library')) },
  { path: 'free-download', element: page(() => import('./free-downloads/free-download')) },
];
