import { useEffect, useSyncExternalStore } from 'react';

/** True unless the page is adopting the server's HTML (see `awaitPageHydration`). */
let isHydrated = true;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** False from `awaitPageHydration` until the page's route has hydrated. */
export function isPageHydrated(): boolean {
  return isHydrated;
}

/** Called before hydrating server HTML: the page counts as live once its route has hydrated. */
export function awaitPageHydration(): void {
  isHydrated = false;
}

let lastTurn: Promise<void> = Promise.resolve();

/**
 * Resolves in a task of its own, after the turns asked for before: one subtree's hydration
 * (lib/hydrate-later.tsx) after the rest of the page's.
 */
export function nextHydrationTurn(): Promise<void> {
  lastTurn = lastTurn.then(() => new Promise((resolve) => setTimeout(resolve, 0)));
  return lastTurn;
}

/**
 * The page's route is live. Marks `<html data-hydrated>`, which the journeys wait for before they
 * press anything, once the subtrees hydrating later have too (and their effects, a task after).
 */
function markPageHydrated(): void {
  if (!isHydrated) {
    isHydrated = true;
    for (const listener of listeners) listener();
  }
  void lastTurn.then(() =>
    setTimeout(() => {
      document.documentElement.dataset.hydrated = '';
    }, 0),
  );
}

/**
 * False until the page's route has hydrated. What only this browser knows (who is signed in) waits
 * for it: the route hydrates after the layout, and a session that arrived in between would render
 * it otherwise than the server did (decision 041).
 */
export function usePageHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isHydrated,
    () => false,
  );
}

/** Rendered after the route inside its Suspense boundary: its effect runs once that has hydrated. */
export function PageHydrationMark(): null {
  useEffect(markPageHydrated, []);
  return null;
}

let isServerHtmlCurrent = true;
const serverHtmlListeners = new Set<() => void>();

/**
 * The server rendered the page as a visitor sees it; once the session says someone is signed in,
 * server HTML still waiting to hydrate no longer matches what this browser renders.
 */
export function markServerHtmlOutdated(): void {
  if (!isServerHtmlCurrent) return;
  isServerHtmlCurrent = false;
  for (const listener of serverHtmlListeners) listener();
}

function subscribeServerHtml(listener: () => void): () => void {
  serverHtmlListeners.add(listener);
  return () => serverHtmlListeners.delete(listener);
}

const getIsServerHtmlCurrent = () => isServerHtmlCurrent;
const serverHtmlIsCurrentOnServer = () => true;

export function useIsServerHtmlCurrent(): boolean {
  return useSyncExternalStore(subscribeServerHtml, getIsServerHtmlCurrent, serverHtmlIsCurrentOnServer);
}
