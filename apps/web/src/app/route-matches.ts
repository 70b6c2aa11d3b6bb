import { matchRoutes, type RouteMatch } from 'react-router';
import { preloadPage } from './page';
import { routes } from './routes';

/** The routes that match `pathname`. */
export function matchPage(pathname: string): RouteMatch[] | null {
  return matchRoutes(routes, pathname);
}

/** Loads the modules of the pages that `pathname` renders, before rendering it (see `preloadPage`). */
export function preloadPagesOf(pathname: string): Promise<unknown> {
  return Promise.all((matchPage(pathname) ?? []).map((match) => preloadPage(match.route.element)));
}
