import { useEffect, useState, type RefObject } from 'react';

type TOnNear = () => void;

const watchers = new Map<string, { observer: IntersectionObserver; waiting: Map<Element, TOnNear> }>();

/**
 * One observer per margin for every element on the page: a grid of covers would otherwise make
 * one observer each, all made and checked in the task that runs hydration's effects.
 */
function watchUntilNear(element: Element, margin: string, onNear: TOnNear): () => void {
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

/**
 * True once the element comes within `margin` of the screen (and stays true). Browsers' own lazy
 * loading starts 1250–2500 px early, which on a phone fetches every cover of the home page before
 * anyone scrolls; mobile data is expensive in Nepal, so covers wait until they are nearly shown.
 * The server and hydration render lazy images without a source, as the browser's first render does.
 */
export function useNearViewport(ref: RefObject<Element | null>, isEnabled: boolean, margin = '300px'): boolean {
  const [hasCome, setIsNear] = useState(false);
  const isNear = hasCome || !isEnabled;
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    return watchUntilNear(element, margin, () => setIsNear(true));
  }, [ref, isNear, margin]);
  return isNear;
}
