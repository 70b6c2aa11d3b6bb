import { useEffect, useState, type RefObject } from 'react';
import { NEAR_MARGIN, watchUntilNear } from '../../../lib/watch-until-near';

/**
 * True once the element comes within `margin` of the screen (and stays true). Browsers' own lazy
 * loading starts 1250–2500 px early, which on a phone fetches every cover of the home page before
 * anyone scrolls; mobile data is expensive in Nepal, so covers wait until they are nearly shown.
 * The server and hydration render lazy images without a source, as the browser's first render does.
 */
export function useNearViewport(ref: RefObject<Element | null>, isEnabled: boolean, margin = NEAR_MARGIN): boolean {
  const [hasCome, setIsNear] = useState(false);
  const isNear = hasCome || !isEnabled;
  useEffect(() => {
    const element = ref.current;
    if (isNear || !element) return;
    return watchUntilNear(element, margin, () => setIsNear(true));
  }, [ref, isNear, margin]);
  return isNear;
}
