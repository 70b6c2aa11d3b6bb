import type { RouteObject } from 'react-router';
import { page } from '../page';

/** The public licence check (decision 067): open to everyone, signed in or not (routing.ts lists it as public). */
export const licencesRoutes: RouteObject[] = [
  { path: 'licence/:code', element: page(() => import('./licences/licence')) },
];
