import { notificationPath, type TNotificationKind } from '@beatpasal/shared/notification-kinds';
import type { TNotification } from '@beatpasal/shared/schemas/notifications';
import type { TNotificationView } from '../../db/repositories/notifications-repository';

export function presentNotification(view: TNotificationView): TNotification {
  return {
    id: view.id,
    kind: view.kind as TNotificationKind,
    createdAt: view.createdAt.toISOString(),
    readAt: view.readAt?.toISOString() ?? null,
    path: notificationPath(view.kind, view.data),
    trackTitle: view.trackTitle,
    personName: view.personName,
  };
}
