import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { toast } from '../../../lib/toast';
import { isApiError } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n/i18n';
import { messageKeys, sendMessage } from '../api/messages-api';
import type { TPendingMessage } from '../lib/chat-item';
import { addMessage, type THistory } from '../lib/history-pages';

/**
 * Sends a message optimistically (spec §4): it shows at once as pending, then as the server's
 * answer until that copy (same clientId) is in the history; on failure it is removed with 'Failed to send
 * message', or the server's own reason for a 4xx (a rate limit, a block).
 */
export function useSendMessage(userId: string) {
  const t = useT();
  const queryClient = useQueryClient();
  const [pending, setPending] = useState<TPendingMessage[]>([]);

  const send = useCallback(
    async (body: string): Promise<boolean> => {
      const clientId = crypto.randomUUID();
      // Answered ones are in the history by now; until then they stood in for it (no flicker).
      setPending((list) => [
        ...list.filter((item) => !item.confirmed),
        { clientId, body, createdAt: new Date().toISOString() },
      ]);
      try {
        const message = await sendMessage(userId, { body, clientId });
        setPending((list) => list.map((item) => (item.clientId === clientId ? { ...item, confirmed: message } : item)));
        queryClient.setQueryData<THistory>(messageKeys.history(userId), (history) => addMessage(history, message));
        void queryClient.invalidateQueries({ queryKey: messageKeys.inbox() });
        return true;
      } catch (error) {
        setPending((list) => list.filter((item) => item.clientId !== clientId));
        const isRefused = isApiError(error) && error.status >= 400 && error.status < 500;
        toast.error(isRefused ? error.message : t('messages.chat.sendFailed'));
        return false;
      }
    },
    [queryClient, t, userId],
  );
  return { pending, send };
}
