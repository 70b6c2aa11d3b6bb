type TOnNear = () => void;

/** Near the screen: covers start loading, and server HTML waiting to hydrate takes its turn. */
export const NEAR_MARGIN = '300px';

const watchers = new Map<string, { observer: IntersectionObserver; waiting: Map<Element, TOnNear> }>();

/**
 * Calls `onNear` once, when the element comes within `margin` of the screen; the returned function
 * stops watching. One observer per margin for every element on the page: a grid of covers would
 * otherwise make one observer each, all made and checked in the task that runs hydration's effects.
 */
export function watchUntilNear(element: Element, margin: string, onNear: TOnNear): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    queueMicrotask(onNear);
    return () => undefined;
  }
  let watcher = watchers.get(margin);
  if (!watcher) {
    const waiting = new Map<Element, TOnNear>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          waiting.get(entry.target)?.();
          waiting.delete(entry.target);
          observer.unobserve(entry.target);
        }
      },
      { rootMargin: margin },
    );
    watcher = { observer, waiting };
    watchers.set(margin, watcher);
  }
  const { observer, waiting } = watcher;
  waiting.set(element, onNear);
  observer.observe(element);
  return () => {
    waiting.delete(element);
    observer.unobserve(element);
  };
}
