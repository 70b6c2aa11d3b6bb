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
