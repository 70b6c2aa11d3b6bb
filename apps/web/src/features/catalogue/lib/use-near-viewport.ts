import { useEffect, useState, type RefObject } from 'react';
import { useIsHydrated } from '../../../lib/use-is-hydrated';

/**
 * True once the element comes within `margin` of the screen (and stays true). Browsers' own lazy
 * loading starts 1250–2500 px early, which on a phone fetches every cover of the home page before
 * anyone scrolls; mobile data is expensive in Nepal, so covers wait until they are nearly shown.
 */
export function useNearViewport(ref: RefObject<Element | null>, isEnabled: boolean, margin = '300px'): boolean {
  // The server and hydration render lazy images without a source, as the browser's first render does.
  const isHydrated = useIsHydrated();
  const [hasCome, setIsNear] = useState(false);
  const isNear = hasCome || !isEnabled || (isHydrated && typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setIsNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, isNear, margin]);
  return isNear;
}
