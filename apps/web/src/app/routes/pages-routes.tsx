import type { RouteObject } from 'react-router';
import { pageWithMessages } from '../page';

/** The static and support pages of spec §2.10; each is lazy-loaded with the `pages` strings. */
export const pagesRoutes: RouteObject[] = [
  { path: 'about', element: pageWithMessages('pages', () => import('./pages/about')) },
  { path: 'privacy', element: pageWithMessages('pages', () => import('./pages/privacy')) },
  { path: 'faq', element: pageWithMessages('pages', () => import('./pages/faq')) },
  { path: 'licensing', element: pageWithMessages('pages', () => import('./pages/licensing')) },
  { path: 'dispute', element: pageWithMessages(['pages', 'takedowns'], () => import('./pages/dispute')) },
  { path: 'how-to-start', element: pageWithMessages('pages', () => import('./pages/how-to-start')) },
  { path: 'contact', element: pageWithMessages('pages', () => import('./pages/contact')) },
];
