import { InboxView } from '../../../features/messages/components/inbox-view';

/** /messages: 'Inbox with Artists'. */
export function Component() {
  return <InboxView role="buyer" />;
}
