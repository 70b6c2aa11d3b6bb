import { NotificationSettings } from '../../../features/notifications/components/notification-settings';

/** /settings/notifications: each kind by e-mail. */
export function Component() {
  return <NotificationSettings />;
}
