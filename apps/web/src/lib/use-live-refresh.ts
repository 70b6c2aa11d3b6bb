import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useServerEvents } from './server-events';

/**
 * Reads `queryKey` again whenever the server announces one of `types`, and when the shared
 * stream (re)opens, since whatever happened while it was down is caught up by that one read.
 * Returns whether the stream is connected, so the caller can poll while it is not.
 */
export function useLiveRefresh(types: readonly string[], queryKey: QueryKey, isEnabled = true): boolean {
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey });
  return useServerEvents(types, { onEvent: refresh, onOpen: refresh }, isEnabled);
}
