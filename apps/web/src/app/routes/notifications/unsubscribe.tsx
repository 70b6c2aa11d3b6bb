import { UnsubscribePanel } from '../../../features/notifications/components/unsubscribe-panel';

/** /unsubscribe: a mail's signed link; no session needed. */
export function Component() {
  return <UnsubscribePanel />;
}
