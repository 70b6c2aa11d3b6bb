import { Suspense, useEffect, useId, useState, type ReactNode } from 'react';
import { hydrateSubtreeOf, isHydrating, serverNodeOf } from '../react-on-preact/hydrating';
import { useLocale } from './i18n/locale';
import { nextHydrationTurn, useIsServerHtmlCurrent } from './page-hydration';
import { whenTouched, whenWanted } from './when-wanted';

interface TWait {
  promise: Promise<void>;
  stop: () => void;
}

/** The subtrees (by their `HydrateLater`'s `useId`) whose server HTML waits, and those let go. */
const waits = new Map<string, TWait>();
const released = new Set<string>();
/** Those whose server HTML no longer matched what this browser renders before they hydrated. */
const renderedAfresh = new Set<string>();

/** When waiting server HTML hydrates, short of being touched first: once near the screen, or at its turn. */
type TWhen = 'near' | 'in-turn';

function waitFor(id: string, when: TWhen): Promise<void> {
  const known = waits.get(id);
  if (known) return known.promise;
  let release!: () => void;
  const wait: TWait = {
    promise: new Promise<void>((resolve) => {
      release = resolve;
    }).then(() => {
      wait.stop();
      released.add(id);
    }),
    stop: () => undefined,
  };
  waits.set(id, wait);
  const releaseInTurn = () => void nextHydrationTurn().then(release);
  // Preact knows the server's element once the render that threw the promise has caught it.
  queueMicrotask(() => {
    const node = serverNodeOf(wait.promise);
    if (!(node instanceof Element)) releaseInTurn();
    else if (when === 'near') wait.stop = whenWanted(node, (how) => (how === 'touched' ? release() : releaseInTurn()));
    else {
      wait.stop = whenTouched(node, release);
      releaseInTurn();
    }
  });
  return wait.promise;
}

/** Stops waiting for a subtree that will not hydrate (rendered afresh, or gone). */
function forget(id: string): void {
  waits.get(id)?.stop();
  waits.delete(id);
}

/** Suspends while the page hydrates until `waitFor` lets this subtree go; then it hydrates as `type`. */
function useHydrateWhen(id: string, when: TWhen, type: unknown): void {
  const [isAdopting] = useState(isHydrating);
  if (isAdopting && !released.has(id)) throw waitFor(id, when);
  if (waits.delete(id)) hydrateSubtreeOf(type);
}

function Deferred({ id, children }: { id: string; children: ReactNode }): ReactNode {
  useHydrateWhen(id, 'near', Deferred);
  return children;
}

/** Its own type: the `HydrateLater` subtrees inside it wait on, and must not end its hydration. */
function DeferredInTurn({ id, children }: { id: string; children: ReactNode }): ReactNode {
  useHydrateWhen(id, 'in-turn', DeferredInTurn);
  return children;
}

/**
 * Server HTML that hydrates in the task after the rest of the page's, or at once when touched
 * first (the route's first screen, after the layout's: issue 10's TBT). It must have one root
 * element, and sit inside a Suspense boundary, which does not show its fallback while hydrating.
 * `HydrateLater` may be used inside it.
 */
export function HydrateInTurn({ children }: { children: ReactNode }) {
  return <DeferredInTurn id={useId()}>{children}</DeferredInTurn>;
}

/**
 * Server HTML below the first screen (the footer, the home page's feed) hydrates only once it
 * comes near the screen (the margin covers load at), each such subtree in a task of its own and in
 * the order they came near, or at once when someone touches, focuses or changes something in it:
 * nothing is spent on what a phone never scrolls to, and no single task holds the main thread for
 * the whole page (issue 10's TBT, decisions 049, 051 and 055). It suspends while waiting: Preact
 * keeps the server's markup as it is and hydrates it once the promise settles, as hydration
 * (server snapshots first). Its children must have one root element: Preact keeps only the first
 * node of a subtree that suspends while hydrating (decision 044). Not inside another
 * `HydrateLater`. Elsewhere (the server, a page rendered afresh, any later render) it renders its
 * children.
 *
 * Waiting server HTML that no longer shows what this browser would render (another language was
 * chosen, or someone turned out signed in) is replaced by a fresh render instead of hydrated.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  const id = useId();
  const { language } = useLocale();
  const isServerHtmlCurrent = useIsServerHtmlCurrent();
  const [renderedIn] = useState(language);
  if ((language !== renderedIn || !isServerHtmlCurrent) && waits.has(id)) {
    forget(id);
    renderedAfresh.add(id);
  }
  useEffect(() => () => forget(id), [id]);
  return (
    <Suspense key={renderedAfresh.has(id) ? 'afresh' : 'server'} fallback={null}>
      <Deferred id={id}>{children}</Deferred>
    </Suspense>
  );
}
