import type { RouteObject } from 'react-router';

/** Pages of the artist studio (upload, edit track, dashboard); each is lazy-loaded through `page()`. */
export const studioRoutes: RouteObject[] = [];
