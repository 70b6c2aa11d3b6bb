import { useEffect } from 'react';
import { useIsHydrated } from './use-is-hydrated';

/**
 * False until the page has hydrated. What only this browser knows (who is signed in) waits for it,
 * so hydration renders the page as the server did: as a visitor sees it (decision 072).
 */
export const usePageHydrated = useIsHydrated;

/**
 * Rendered after the route: once the page's effects have run, marks `<html data-hydrated>`, which
 * the journeys wait for before they press anything.
 */
export function PageHydrationMark(): null {
  useEffect(() => {
    setTimeout(() => {
      document.documentElement.dataset.hydrated = '';
    }, 0);
  }, []);
  return null;
}
