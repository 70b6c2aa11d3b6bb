import { useT } from '../../../lib/i18n/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useNotificationSettings } from '../api/use-notification-settings';
import { LoadError, Loading } from '../../../components/ui/list-states';
import { NotificationSettingsForm } from './notification-settings-form';
import { PushDeviceSwitch } from './push-device-switch';

/** /settings/notifications: this device's push switch, then each kind by e-mail and by push. */
export function NotificationSettings() {
  const t = useT();
  const query = useNotificationSettings();
  useDocumentTitle(t('notifications.settings.title'));
  return (
    <div className="mx-auto max-w-2xl px-4 py-8 sm:px-6 sm:py-10">
      <h1 className="mb-2 text-2xl font-extrabold tracking-tight text-white sm:text-3xl">
        {t('notifications.settings.title')}
      </h1>
      <p className="mb-6 text-sm text-zinc-300">{t('notifications.settings.intro')}</p>
      <PushDeviceSwitch />
      {query.data ? (
        <NotificationSettingsForm settings={query.data} />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      ) : (
        <Loading text={t('notifications.settings.loading')} />
      )}
    </div>
  );
}
