import { useT } from '../../../lib/i18n/i18n';

/** The inbox's unread marker: a dot to see, words to hear. */
export function UnreadDot() {
  const t = useT();
  return (
    <>
      <span aria-hidden="true" className="size-2 shrink-0 rounded-full bg-brand-400" />
      <span className="sr-only">{t('accounts.nav.unread')}</span>
    </>
  );
}
