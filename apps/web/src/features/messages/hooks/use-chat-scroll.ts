import { useLayoutEffect, useRef, type RefObject } from 'react';

/** Within this many pixels of the bottom, the reader is following the conversation. */
const NEAR_BOTTOM_PX = 80;
/** Within this many pixels of the top, the next older page is asked for. */
const NEAR_TOP_PX = 120;

interface TChatScroll {
  oldestId: string | undefined;
  newestId: string | undefined;
  /** A message I just sent always scrolls into view. */
  isNewestMine: boolean;
  onNearTop: () => void;
}

/**
 * Keeps the chat where the reader expects it: at the bottom when it opens and when a message
 * arrives while they follow along, and at the same message when older ones are put above.
 * The list sets `overflow-anchor: none`, so the browser's own anchoring never adds to this.
 */
export function useChatScroll(
  ref: RefObject<HTMLElement | null>,
  { oldestId, newestId, isNewestMine, onNearTop }: TChatScroll,
) {
  const fromBottom = useRef(0);
  const isFollowing = useRef(true);
  const previous = useRef<{ oldestId?: string; newestId?: string }>({});

  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const before = previous.current;
    const isNewAtBottom = newestId !== before.newestId;
    const isOlderAbove = oldestId !== before.oldestId && before.oldestId !== undefined && !isNewAtBottom;
    if (isOlderAbove) element.scrollTop = element.scrollHeight - fromBottom.current;
    else if (isNewAtBottom && (isFollowing.current || isNewestMine || before.newestId === undefined))
      element.scrollTop = element.scrollHeight;
    previous.current = { oldestId, newestId };
    fromBottom.current = element.scrollHeight - element.scrollTop;
  }, [ref, oldestId, newestId, isNewestMine]);

  const onScroll = () => {
    const element = ref.current;
    if (!element) return;
    fromBottom.current = element.scrollHeight - element.scrollTop;
    isFollowing.current = fromBottom.current - element.clientHeight < NEAR_BOTTOM_PX;
    if (element.scrollTop < NEAR_TOP_PX) onNearTop();
  };
  return { onScroll };
}
