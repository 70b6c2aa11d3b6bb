import { MAX_UNREAD_COUNT } from '@beatpasal/shared/notification-kinds';
import { Link } from '../../../components/ui/link';
import { useFormat, useT } from '../../../lib/i18n/i18n';
import { useHasBell, useUnreadNotifications } from '../hooks/use-unread-notifications';

function BellIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor" strokeWidth="2">
      <path strokeLinecap="round" strokeLinejoin="round" d="M6 8a6 6 0 1 1 12 0c0 7 3 9 3 9H3s3-2 3-9" />
      <path strokeLinecap="round" strokeLinejoin="round" d="M10.3 21a1.94 1.94 0 0 0 3.4 0" />
    </svg>
  );
}

/** The top bar's bell (issue 34 §3): the unread count, live, and the way to the notifications page. */
export function NotificationBell() {
  const hasBell = useHasBell();
  if (!hasBell) return null;
  return <MemberBell />;
}

function MemberBell() {
  const t = useT();
  const format = useFormat();
  const count = useUnreadNotifications(true) ?? 0;
  const isMany = count >= MAX_UNREAD_COUNT;
  const shown = isMany ? `${format.count(MAX_UNREAD_COUNT - 1)}+` : format.count(count);
  const label = isMany
    ? t('notifications.bell.unreadMany')
    : count === 0
      ? t('notifications.bell.label')
      : format.plural('notifications.bell.unread', count);
  return (
    <Link
      to="/notifications"
      aria-label={label}
      className="relative inline-flex size-10 shrink-0 items-center justify-center rounded-md text-zinc-200 hover:bg-zinc-800 hover:text-white"
    >
      <BellIcon />
      {count > 0 && (
        <span
          aria-hidden="true"
          className="absolute top-0.5 right-0.5 min-w-5 rounded-full bg-brand-500 px-1 text-center text-xs leading-5 font-bold text-white"
        >
          {shown}
        </span>
      )}
    </Link>
  );
}
