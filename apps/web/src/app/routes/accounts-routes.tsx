import type { RouteObject } from 'react-router';

/** Pages of the accounts area; each is lazy-loaded through `page()`. */
export const accountsRoutes: RouteObject[] = [];
