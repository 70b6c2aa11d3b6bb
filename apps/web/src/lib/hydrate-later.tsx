import { Suspense, useId, type ReactNode } from 'react';
import { hydrateSubtreeOf } from '../react-on-preact/hydrating';
import { isPageHydrated, nextHydrationTurn } from './page-hydration';

/** The subtrees (by `useId`, which Preact keeps from the suspended render to the resumed one) waiting for their turn. */
const turns = new Map<string, Promise<void>>();
const released = new Set<string>();

function turnOf(id: string): Promise<void> {
  let turn = turns.get(id);
  if (!turn) {
    turn = nextHydrationTurn().then(() => {
      released.add(id);
    });
    turns.set(id, turn);
  }
  return turn;
}

function Deferred({ children }: { children: ReactNode }): ReactNode {
  const id = useId();
  if (!released.has(id) && !isPageHydrated()) throw turnOf(id);
  if (turns.delete(id)) hydrateSubtreeOf(Deferred);
  return children;
}

/**
 * Hydrates server HTML below the first screen (the footer, the home page's feed) in a later task
 * than the rest of the page, each such subtree in a task of its own and in the order they were
 * rendered, so no single task holds the main thread for the whole page (issue 10's TBT, decisions
 * 049 and 051). It suspends while the page hydrates: Preact then keeps the server's markup as it
 * is and hydrates it once the promise settles, as hydration (server snapshots first). Its
 * children must have one root element: Preact keeps only the first node of a subtree that
 * suspends while hydrating (decision 044). Not inside another `HydrateLater`. Elsewhere (the
 * server, a page rendered afresh, any later render) it renders its children.
 *
 * A render of its parent once the page's route has hydrated hydrates it at once, in that render:
 * give it elements made once (a module constant) where its parent renders again after
 * hydration, as the layout does when the session arrives.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <Deferred>{children}</Deferred>
    </Suspense>
  );
}
