import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { Link } from '../../../components/ui/link';
import { useT } from '../../../lib/i18n/i18n';
import { toast } from '../../../lib/toast';
import { toastError } from '../../../lib/toast-error';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useLiveRefresh } from '../../../lib/use-live-refresh';
import { NOTIFICATION_EVENT_TYPES, NOTIFICATION_LIST_KEY } from '../api/notification-keys';
import { useMarkAllNotificationsRead, useNotifications } from '../api/use-notifications';
import { Empty, LoadError, Loading } from '../../../components/ui/list-states';
import { LoadMore } from '../../../components/ui/load-more';
import { NotificationItem } from './notification-item';

/** /notifications: everything that happened, newest first, live with the bell. */
export function NotificationList() {
  const t = useT();
  const query = useNotifications();
  // The bell's count comes with the stream's greeting; the list reads itself again when the stream reopens.
  useLiveRefresh(NOTIFICATION_EVENT_TYPES, NOTIFICATION_LIST_KEY);
  const markAll = useMarkAllNotificationsRead();
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const hasUnread = items.some((item) => item.readAt === null);
  useDocumentTitle(t('notifications.list.title'));

  const body = () => {
    if (!query.data) {
      if (query.isError)
        return <LoadError error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
      return <Loading text={t('notifications.list.loading')} />;
    }
    if (items.length === 0) {
      return (
        <Empty>
          <p>{t('notifications.list.empty')}</p>
          <ButtonLink to="/artists">{t('notifications.list.browseArtists')}</ButtonLink>
        </Empty>
      );
    }
    return (
      <>
        <ul className="space-y-2">
          {items.map((item) => (
            <NotificationItem key={item.id} item={item} />
          ))}
        </ul>
        <LoadMore query={query} label={t('notifications.list.loadMore')} />
      </>
    );
  };

  return (
    <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-10">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold tracking-tight text-white sm:text-3xl">
          {t('notifications.list.title')}
        </h1>
        <div className="flex flex-wrap items-center gap-2">
          {hasUnread && (
            <Button
              variant="secondary"
              size="sm"
              isBusy={markAll.isPending}
              onClick={() =>
                markAll.mutate(undefined, {
                  onSuccess: () => toast.success(t('notifications.list.allRead')),
                  onError: (error) => void toastError(error),
                })
              }
            >
              {t('notifications.list.markAllRead')}
            </Button>
          )}
          <Link to="/settings/notifications" className="text-sm text-brand-300 underline underline-offset-2">
            {t('notifications.list.settings')}
          </Link>
        </div>
      </div>
      {body()}
    </div>
  );
}
