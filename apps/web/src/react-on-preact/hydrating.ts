// Compat's Suspense hooks Preact's error handling first; the hook below must run before it.
import 'preact/compat';
import { options, type VNode } from 'preact';

/** True while `hydrateRoot` adopts the server's HTML (Preact hydrates in one synchronous pass). */
export let isHydrating = false;

export function whileHydrating<T>(hydrate: () => T): T {
  isHydrating = true;
  try {
    return hydrate();
  } finally {
    isHydrating = false;
  }
}

let resumedType: unknown = null;
const diffed = options.diffed;
options.diffed = (vnode: VNode) => {
  if (resumedType !== null && vnode.type === resumedType) {
    resumedType = null;
    isHydrating = false;
  }
  diffed?.(vnode);
};

/**
 * Called from the render of a component whose subtree Preact resumes hydrating after it suspended
 * (lib/hydrate-later.tsx): the subtree adopts the server's HTML too, until that component's vnode
 * has been diffed. Not for one such component inside another.
 */
export function hydrateSubtreeOf(type: unknown): void {
  resumedType = type;
  isHydrating = true;
}

type TCatchError = (error: unknown, vnode: VNode, oldVNode?: VNode, errorInfo?: unknown) => void;
/** Preact's mangled names: `options._catchError` and a vnode's `_dom`. */
const internals = options as typeof options & { __e: TCatchError };
const serverNodes = new WeakMap<object, Node>();

const catchError = internals.__e;
internals.__e = (error, vnode, oldVNode, errorInfo) => {
  const node = (vnode as VNode & { __e?: Node | null }).__e;
  if (typeof error === 'object' && error !== null && 'then' in error && node) serverNodes.set(error, node);
  catchError(error, vnode, oldVNode, errorInfo);
};

/**
 * The server's node that Preact keeps in place of a subtree which suspended (threw `promise`)
 * while hydrating, until it resumes: the first node of that subtree (decision 044).
 */
export function serverNodeOf(promise: object): Node | undefined {
  return serverNodes.get(promise);
}
