import { useSyncExternalStore } from 'react';

let isHydrated = false;
const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Called once the app has hydrated the server's HTML, or before it renders in the browser alone. */
export function markHydrated(): void {
  isHydrated = true;
  for (const listener of listeners) listener();
}

/**
 * False while the server renders and while the browser hydrates that HTML, true otherwise: what
 * only the browser knows (screen width, storage, the session) waits for it, so hydration renders
 * what the server did. Never set on the server; the server snapshot is for React, which the server
 * tests render the web's source with (Preact's compat ignores it).
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => isHydrated,
    () => false,
  );
}
