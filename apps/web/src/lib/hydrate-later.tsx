import { Suspense, useId, type ReactNode } from 'react';
import { hydrateSubtreeOf } from '../react-on-preact/hydrating';
import { isPageHydrated } from './page-hydration';

let isReleased = false;
let release: Promise<void> | undefined;
/** The subtrees (by `useId`, which Preact keeps from the suspended render to the resumed one) still to hydrate. */
const suspended = new Set<string>();

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

function Deferred({ children }: { children: ReactNode }): ReactNode {
  const id = useId();
  if (!isReleased && !isPageHydrated()) {
    suspended.add(id);
    throw nextTask();
  }
  if (suspended.delete(id)) hydrateSubtreeOf(Deferred);
  return children;
}

/**
 * Hydrates server HTML below the first screen (the footer, the home page's feed) in a later task
 * than the rest of the page, so no single task holds the main thread for the whole page (issue
 * 10's TBT, decision 049). It suspends while the page hydrates: Preact then keeps the server's
 * markup as it is and hydrates it once the promise settles, as hydration (server snapshots
 * first). Its children must have one root element: Preact keeps only the first node of a subtree
 * that suspends while hydrating (decision 044). Not inside another `HydrateLater`. Elsewhere (the
 * server, a page rendered afresh, any later render) it renders its children.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Deferred>{children}</Deferred>
    </Suspense>
  );
}
