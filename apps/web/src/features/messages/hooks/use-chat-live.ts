import { CHAT_POLL_MS } from '@beatpasal/shared/constants';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { useServerEvents } from '../../../lib/server-events';
import { MESSAGE_EVENT_TYPES } from '../../../lib/unread-query';
import { messageKeys } from '../api/messages-api';

const isAbout = (data: unknown, userId: string) => (data as { userId?: unknown } | null)?.userId === userId;

/**
 * Keeps one open chat current: a message event about this conversation reads the newest page
 * (a new message, or "Seen" on mine); a conversation change reads who may write. While the
 * realtime stream is down, the newest page is read every 3 s instead (spec §9).
 */
export function useChatLive(userId: string, refreshLatest: () => Promise<void>) {
  const queryClient = useQueryClient();
  // A failed refresh changes nothing on screen; the next event or poll tries again.
  const refresh = useCallback(() => void refreshLatest().catch(() => undefined), [refreshLatest]);
  const isLive = useServerEvents(MESSAGE_EVENT_TYPES, {
    onEvent: (type, data) => {
      if (!isAbout(data, userId)) return;
      if (type === 'conversation.changed')
        void queryClient.invalidateQueries({ queryKey: messageKeys.conversation(userId) });
      refresh();
    },
    onOpen: refresh,
  });

  useEffect(() => {
    if (isLive) return;
    const timer = setInterval(refresh, CHAT_POLL_MS);
    return () => clearInterval(timer);
  }, [isLive, refresh]);
}
