import { useId, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n';
import { mailtoHref, SUPPORT_EMAIL } from '../../../lib/support-email';
import { useStoredFlag } from '../hooks/use-stored-flag';

const SEEN_KEY = 'beatpasal.welcomeSeen';

/**
 * The one-time early-stage notice (spec §2.2). A non-modal dialog at the bottom of the screen:
 * it never blocks a page on a slow phone and never takes focus from what the person is doing.
 * Dismissing it is remembered in localStorage.
 */
export function WelcomePopup() {
  const t = useT();
  const [isSeen, markSeen] = useStoredFlag('local', SEEN_KEY);
  const titleId = useId();
  const bodyId = useId();
  if (isSeen) return null;

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') markSeen();
  };

  return (
    <div
      role="dialog"
      aria-modal="false"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      onKeyDown={closeOnEscape}
      className="fixed inset-x-3 bottom-3 z-50 rounded-2xl border border-zinc-700 bg-zinc-900 p-5 shadow-2xl shadow-black/60 sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-96"
    >
      <h2 id={titleId} className="text-base font-semibold text-white">
        {t('accounts.welcome.title')}
      </h2>
      <div id={bodyId} className="mt-2 space-y-2 text-sm leading-relaxed text-zinc-300">
        <p>{t('accounts.welcome.body')}</p>
        <p>
          {t('accounts.welcome.report')}{' '}
          <a href={mailtoHref(SUPPORT_EMAIL)} className="font-medium text-brand-300 underline underline-offset-2 hover:text-white">
            {SUPPORT_EMAIL}
          </a>
        </p>
      </div>
      <Button size="sm" className="mt-4" onClick={markSeen}>
        {t('accounts.welcome.close')}
      </Button>
    </div>
  );
}
