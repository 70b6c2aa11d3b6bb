import { options } from 'preact';

// Both hooks below are Preact's public `options` (preact.d.ts `Options`, "Option Hooks" in its guide).

// Effects run right after each render, in the same task: React runs those of an update made by a
// press or a key before it handles the next event, and this app relies on that (a key pressed just
// after a menu opened must find its listener). Preact's default waits for the next frame.
options.requestAnimationFrame = queueMicrotask;

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
