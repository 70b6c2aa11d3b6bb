import { memo, Suspense, useId, type ReactNode } from 'react';
import { hydrateSubtreeOf } from '../react-on-preact/hydrating';
import { isPageHydrated, nextHydrationTurn } from './page-hydration';

/** The subtrees (by `useId`, which Preact keeps from the suspended render to the resumed one) waiting for their turn. */
const turns = new Map<string, Promise<void>>();
const released = new Set<string>();
let waiting = 0;

function turnOf(id: string): Promise<void> {
  let turn = turns.get(id);
  if (!turn) {
    waiting += 1;
    turn = nextHydrationTurn().then(() => {
      waiting -= 1;
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
 * While any of them waits for its turn, a render of their parents does not reach them: that
 * render (the session switched on once the route has hydrated) would otherwise hydrate them all
 * at once, in its own task. They hydrate with what they were first given, which is what the
 * server rendered, and follow their parents' later renders.
 */
export const HydrateLater = memo(
  function HydrateLater({ children }: { children: ReactNode }) {
    return (
      <Suspense fallback={null}>
        <Deferred>{children}</Deferred>
      </Suspense>
    );
  },
  () => waiting > 0,
);
