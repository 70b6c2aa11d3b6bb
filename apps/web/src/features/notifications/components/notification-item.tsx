import type { TNotification } from '@beatpasal/shared/schemas/notifications';
import { Link } from '../../../components/ui/link';
import { useT } from '../../../lib/i18n/i18n';
import { useDates } from '../../../lib/i18n/use-dates';
import { useMarkNotificationRead } from '../api/use-notifications';
import { notificationText } from '../lib/notification-text';

/** One notification: a link to its subject; opening it marks it read. */
export function NotificationItem({ item }: { item: TNotification }) {
  const t = useT();
  const dates = useDates();
  const markRead = useMarkNotificationRead();
  const isUnread = item.readAt === null;
  return (
    <li>
      <Link
        to={item.path}
        onClick={() => {
          if (isUnread) markRead.mutate(item.id);
        }}
        className={`flex items-start gap-3 rounded-xl border px-4 py-3 hover:border-zinc-600 ${
          isUnread ? 'border-brand-500/40 bg-zinc-900' : 'border-zinc-800 bg-zinc-950'
        }`}
      >
        <span
          aria-hidden="true"
          className={`mt-2 size-2 shrink-0 rounded-full ${isUnread ? 'bg-brand-400' : 'bg-transparent'}`}
        />
        <span className="min-w-0 flex-1">
          {isUnread && <span className="sr-only">{t('notifications.list.unreadMark')}: </span>}
          <span className={`block break-words ${isUnread ? 'font-semibold text-white' : 'text-zinc-300'}`}>
            {notificationText(t, item)}
          </span>
          <time dateTime={item.createdAt} className="mt-1 block text-xs text-zinc-400">
            {dates.dateTime(item.createdAt)}
          </time>
        </span>
      </Link>
    </li>
  );
}
