import { useSyncExternalStore } from 'react';

const subscribeNothing = () => () => undefined;

/**
 * False while the server renders and while the browser hydrates that HTML, true otherwise: what
 * only the browser knows (screen width, storage) waits for it, so hydration matches the server.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
}
