import type { TUnreadState } from '@beatpasal/shared/schemas/messages';
import { useViewer } from '../../../lib/session';
import { MESSAGE_EVENT_TYPES, UNREAD_QUERY_KEY } from '../../../lib/unread-query';
import { useUnreadAnswer } from '../../../lib/use-unread-answer';
import { fetchUnread } from '../api/fetch-unread';

const pickHasUnread = ({ hasUnread }: Partial<TUnreadState>) => (hasUnread === undefined ? undefined : { hasUnread });

/**
 * The navbar's unread dot (spec §2.2, §4): from /api/me's `hasUnread`, the realtime stream's
 * greeting, and /api/me/unread after a message event or while the stream is down (lib/use-unread-answer).
 */
export function useHasUnread(): boolean {
  const viewer = useViewer();
  const hasInbox = viewer.isSignedIn && (viewer.role === 'artist' || viewer.role === 'buyer');
  const unread = useUnreadAnswer({
    queryKey: UNREAD_QUERY_KEY,
    read: fetchUnread,
    pick: pickHasUnread,
    types: MESSAGE_EVENT_TYPES,
    isEnabled: hasInbox,
  });
  return unread?.hasUnread === true;
}
