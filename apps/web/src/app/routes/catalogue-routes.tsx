import type { RouteObject } from 'react-router';

/** Pages of the catalogue area; each is lazy-loaded through `page()`. */
export const catalogueRoutes: RouteObject[] = [];
