import { options, type ComponentChild, type ContainerNode, type VNode } from 'preact';
import { hydrateRoot as hydrateWithPreact } from 'preact/compat/client';
import { whileHydrating } from './hydrating';

export { createRoot } from 'preact/compat/client';

type THydrationMismatchHook = (vnode: VNode, excessDomChildren: (Node | null)[]) => void;

/**
 * Preact calls `options._hydrationMismatch` (`__m` once its build has shortened the names) when the
 * server's HTML has no element of the type hydration needs: it then builds that subtree afresh, and
 * may have adopted wrong elements before it (decision 044). React logs such a page (#418); so does
 * this, and the journeys, which fail on any console error, catch it.
 */
(options as typeof options & { __m?: THydrationMismatchHook }).__m = (vnode, excessDomChildren) => {
  const wanted = typeof vnode.type === 'string' ? vnode.type : 'text';
  const found = excessDomChildren.map((node) => node?.nodeName.toLowerCase()).filter(Boolean);
  console.error(
    `Hydration did not match the server's HTML: wanted <${wanted}>, found ${found.length ? found.map((name) => `<${name}>`).join(', ') : 'nothing'}`,
  );
};

/** Lets `useSyncExternalStore` know that what renders now adopts the server's HTML. */
export function hydrateRoot(container: ContainerNode, children: ComponentChild) {
  return whileHydrating(() => hydrateWithPreact(container, children));
}
