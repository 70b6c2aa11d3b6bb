import type { RouteObject } from 'react-router';
import { page, pageWithMessages } from '../page';

/** The static and support pages of spec §2.10; each is lazy-loaded through `page()`. */
export const pagesRoutes: RouteObject[] = [
  { path: 'about', element: page(() => import('./pages/about')) },
  { path: 'privacy', element: page(() => import('./pages/privacy')) },
  { path: 'faq', element: page(() => import('./pages/faq')) },
  { path: 'licensing', element: page(() => import('./pages/licensing')) },
  { path: 'dispute', element: pageWithMessages('notices', () => import('./pages/dispute')) },
  { path: 'how-to-start', element: page(() => import('./pages/how-to-start')) },
  { path: 'contact', element: page(() => import('./pages/contact')) },
];
