import type { ReactNode } from 'react';
import { isPageHydrated } from './page-hydration';

let isReleased = false;
let release: Promise<void> | undefined;

/** Resolves in a task of its own, after the one hydrating the rest of the page. */
function nextTask(): Promise<void> {
  release ??= new Promise((resolve) =>
    setTimeout(() => {
      isReleased = true;
      resolve();
    }, 0),
  );
  return release;
}

/**
 * Hydrates server HTML below the first screen (the footer) in a later task than the rest of the
 * page, so no single task holds the main thread for the whole page (issue 10's TBT, decision 049).
 * It suspends while the first screen hydrates: Preact then keeps the server's markup as it is and
 * hydrates it once the promise settles. Put it inside a `Suspense`, around children with one root
 * element (Preact keeps only the first node of a subtree that suspends while hydrating, decision
 * 044) that render the same in the browser as on the server: the `useSyncExternalStore` of
 * react-on-preact knows hydration only while `hydrateRoot` runs, so a store with a server snapshot
 * would render the browser's here. Elsewhere (the server, a page rendered afresh, any later
 * render) it renders its children.
 */
export function HydrateLater({ children }: { children: ReactNode }): ReactNode {
  if (!isReleased && !isPageHydrated()) throw nextTask();
  return children;
}
