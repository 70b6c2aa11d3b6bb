import { NotificationList } from '../../../features/notifications/components/notification-list';

/** /notifications: the list behind the bell. */
export function Component() {
  return <NotificationList />;
}
