import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n';

/** The session could not be read (offline, server down): say so and offer to try again. */
export function SessionCheckFailed({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  const t = useT();
  return (
    <section role="alert" className="mx-auto flex max-w-xl flex-col items-center px-4 py-24 text-center">
      <p className="text-zinc-200">{t('accounts.session.failed')}</p>
      <Button className="mt-6" onClick={onRetry} isBusy={isRetrying}>
        {t('accounts.common.retry')}
      </Button>
    </section>
  );
}
