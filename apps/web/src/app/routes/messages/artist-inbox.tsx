import { InboxView } from '../../../features/messages/components/inbox-view';

/** /artist-messages: 'Inbox from Buyers'. */
export function Component() {
  return <InboxView role="artist" />;
}
