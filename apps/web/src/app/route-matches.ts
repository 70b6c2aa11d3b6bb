import { matchRoutes, type RouteMatch } from 'react-router';
import { preloadPage } from './page';
import { routes } from './routes';

let last: { pathname: string; matches: RouteMatch[] | null } | undefined;

/**
 * The routes that match `pathname`. React Router ranks every route again on each match, and at
 * load both the entry (to fetch the page's module) and the page itself need the same matches: on
 * a phone that second ranking lengthened the hydration task (issue 10's TBT).
 */
export function matchPage(pathname: string): RouteMatch[] | null {
  if (last?.pathname !== pathname) last = { pathname, matches: matchRoutes(routes, pathname) };
  return last.matches;
}

/** Loads the modules of the pages that `pathname` renders, before rendering it (see `preloadPage`). */
export function preloadPagesOf(pathname: string): Promise<unknown> {
  return Promise.all((matchPage(pathname) ?? []).map((match) => preloadPage(match.route.element)));
}
