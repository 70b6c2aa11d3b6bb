/** Every notification query starts with this, so a change anywhere reloads them all. */
export const NOTIFICATIONS_KEY = ['notifications'] as const;
export const UNREAD_NOTIFICATIONS_KEY = ['notifications', 'unread-count'] as const;
export const NOTIFICATION_LIST_KEY = ['notifications', 'list'] as const;
export const NOTIFICATION_SETTINGS_KEY = ['notification-settings'] as const;

/** The realtime events after which the bell and the list read again (server: services/notifications). */
export const NOTIFICATION_EVENT_TYPES = ['notification.created', 'notification.read'] as const;
