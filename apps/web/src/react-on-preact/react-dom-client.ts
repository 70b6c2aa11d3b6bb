import type { ComponentChild, ContainerNode } from 'preact';
import { hydrateRoot as hydrateWithPreact } from 'preact/compat/client';
import { whileHydrating } from './hydrating';

export { createRoot } from 'preact/compat/client';

/** Lets `useSyncExternalStore` know that what renders now adopts the server's HTML. */
export function hydrateRoot(container: ContainerNode, children: ComponentChild) {
  return whileHydrating(() => hydrateWithPreact(container, children));
}
