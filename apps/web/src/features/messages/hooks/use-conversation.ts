import { useQuery } from '@tanstack/react-query';
import { fetchConversation, messageKeys } from '../api/messages-api';

/** The chat's header and whether I may write (and why not). */
export function useConversation(userId: string) {
  return useQuery({
    queryKey: messageKeys.conversation(userId),
    queryFn: ({ signal }) => fetchConversation(userId, signal),
  });
}
