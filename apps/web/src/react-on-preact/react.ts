import { options } from 'preact';
import { useEffect, useState, useSyncExternalStore as useClientSnapshot } from 'preact/compat';
import { isHydrating } from './hydrating';

// Effects run right after each render, in the same task. Preact's default waits for the next frame;
// React runs those of an update made by a press or a key before it handles the next event, and
// this app relies on that: a key pressed just after a menu opened (Escape) must find its listener.
// Those of hydration wait for a task of their own, as React's do: the server's markup is already on
// screen, and hydration with every effect and re-render it starts would be one long task (decision 049).
options.requestAnimationFrame = (flushEffects) =>
  isHydrating ? setTimeout(flushEffects, 0) : queueMicrotask(flushEffects);

// React 19 hands a function component its `ref` as a prop (`<TextField ref={emailRef} />` reaches
// the <input> through the spread props); Preact 10 keeps it for itself and points it at the
// component. Moved into the props as compat already does for forwardRef; class components keep it.
const createdVnode = options.vnode;
options.vnode = (vnode) => {
  const { type } = vnode;
  if (typeof type === 'function' && !type.prototype?.render && vnode.ref) {
    (vnode.props as { ref?: unknown }).ref = vnode.ref;
    vnode.ref = null;
  }
  createdVnode?.(vnode);
};

// @ts-expect-error -- compat's typings say `export =`; the module itself is ESM with named exports.
export * from 'preact/compat';
export { default } from 'preact/compat';

/**
 * React's `useSyncExternalStore`, which preact/compat only half implements: it ignores
 * `getServerSnapshot`. React renders the server snapshot on the server and while hydrating, then
 * the browser's; so does this. Without it, a store the browser knows otherwise (a hidden welcome
 * banner, `useIsHydrated`) makes hydration differ from the server's HTML, and Preact, which does
 * not start afresh on a difference as React does, adopts the wrong elements (decision 044).
 */
export function useSyncExternalStore<T>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => T,
  getServerSnapshot?: () => T,
): T {
  const snapshot = useClientSnapshot(subscribe, getSnapshot);
  const isServerRender =
    Boolean(getServerSnapshot) && getServerSnapshot !== getSnapshot && (import.meta.env.SSR || isHydrating);
  const rendered = isServerRender && getServerSnapshot ? getServerSnapshot() : snapshot;
  const [, setRenderCount] = useState(0);
  // Rendered again only when the browser's snapshot differs from the server's: a query's two are
  // the same result (TanStack passes two functions returning it), and every query of a page
  // rendering again after hydration made its effects one long task (issue 10).
  useEffect(() => {
    if (isServerRender && !Object.is(rendered, getSnapshot())) setRenderCount((count) => count + 1);
  }, [isServerRender, rendered, getSnapshot]);
  return rendered;
}
