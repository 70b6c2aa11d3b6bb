import type { RouteObject } from 'react-router';

/** Pages of the pages area; each is lazy-loaded through `page()`. */
export const pagesRoutes: RouteObject[] = [];
