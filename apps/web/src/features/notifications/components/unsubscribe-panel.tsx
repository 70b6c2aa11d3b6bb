import { DIGEST_UNSUBSCRIBE_KIND, isConfigurableKind } from '@beatpasal/shared/notification-kinds';
import { useLocation } from 'react-router';
import { Button } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { isApiError } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n/i18n';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useUnsubscribe } from '../api/use-notification-settings';

/**
 * /unsubscribe?u=&k=&s=, the page a mail's unsubscribe link opens. It asks before switching off,
 * since mail scanners open links; the mail's List-Unsubscribe header is the one-click way.
 */
export function UnsubscribePanel() {
  const t = useT();
  const { search } = useLocation();
  const params = new URLSearchParams(search);
  const link = { u: params.get('u') ?? '', k: params.get('k') ?? '', s: params.get('s') ?? '' };
  const isDigest = link.k === DIGEST_UNSUBSCRIBE_KIND;
  const isComplete = Boolean(link.u && link.s) && (isDigest || isConfigurableKind(link.k));
  const unsubscribe = useUnsubscribe();
  useDocumentTitle(t('notifications.unsubscribe.title'));

  const body = () => {
    if (!isComplete) return <p role="alert">{t('notifications.unsubscribe.invalid')}</p>;
    if (unsubscribe.isSuccess) {
      return (
        <p role="status">
          {unsubscribe.data.kinds.length > 0
            ? t('notifications.unsubscribe.done')
            : t('notifications.unsubscribe.doneNothing')}
        </p>
      );
    }
    const question =
      isDigest || !isConfigurableKind(link.k)
        ? t('notifications.unsubscribe.askDigest')
        : t('notifications.unsubscribe.ask', { kind: t(`notifications.settings.kindNames.${link.k}`) });
    return (
      <>
        <p>{question}</p>
        {unsubscribe.isError && (
          <p role="alert" className="text-sm text-red-300">
            {isApiError(unsubscribe.error) ? unsubscribe.error.message : t('errors.unexpected')}
          </p>
        )}
        <Button isBusy={unsubscribe.isPending} onClick={() => unsubscribe.mutate(link)}>
          {t('notifications.unsubscribe.confirm')}
        </Button>
      </>
    );
  };

  return (
    <div className="mx-auto max-w-xl space-y-4 px-4 py-10 text-zinc-200 sm:px-6">
      <h1 className="text-2xl font-extrabold tracking-tight text-white">{t('notifications.unsubscribe.title')}</h1>
      {body()}
      <p>
        <Link to="/settings/notifications" className="text-sm text-brand-300 underline underline-offset-2">
          {t('notifications.unsubscribe.settingsLink')}
        </Link>
      </p>
    </div>
  );
}
