import type { RouteObject } from 'react-router';
import { page } from '../page';

/** The chat and the two inboxes (spec §2.7); each is lazy-loaded through `page()`. */
export const messagesRoutes: RouteObject[] = [
  { path: 'messages', element: page(() => import('./messages/buyer-inbox')) },
  { path: 'artist-messages', element: page(() => import('./messages/artist-inbox')) },
  { path: 'messages/:receiverId', element: page(() => import('./messages/chat')) },
];
