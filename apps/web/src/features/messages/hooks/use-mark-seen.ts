import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { UNREAD_QUERY_KEY } from '../../../lib/unread-query';
import { markSeen, messageKeys } from '../api/messages-api';
import type { TChatItem } from '../lib/chat-item';

/**
 * Opening a conversation marks what was addressed to me as seen, and so does every new message
 * from the other person that arrives while the page is in view (or when it comes back into view).
 * Then the navbar dot and the inbox's counts are read again.
 */
export function useMarkSeen(userId: string, items: readonly TChatItem[], isLoaded: boolean) {
  const queryClient = useQueryClient();
  const marked = useRef<string | null>(null);
  const latestUnseen = items.findLast((item) => item.senderId === userId && item.seenAt === null)?.id ?? 'opened';

  useEffect(() => {
    if (!isLoaded) return;
    const mark = () => {
      if (document.visibilityState !== 'visible' || marked.current === latestUnseen) return;
      marked.current = latestUnseen;
      markSeen(userId).then(
        () => {
          void queryClient.invalidateQueries({ queryKey: UNREAD_QUERY_KEY });
          void queryClient.invalidateQueries({ queryKey: messageKeys.inbox() });
        },
        // Not worth a toast: the next message or visit marks it again.
        () => {
          marked.current = null;
        },
      );
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [isLoaded, latestUnseen, queryClient, userId]);
}
