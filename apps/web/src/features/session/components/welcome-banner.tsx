import { useId, type KeyboardEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n';
import { mailtoHref, SUPPORT_EMAIL } from '../../../lib/support-email';
import { useStoredFlag } from '../hooks/use-stored-flag';

const SEEN_KEY = 'beatpasal.welcomeSeen';

/**
 * The one-time early-stage notice (spec §2.2). A bar in the page's flow under the top bar: it
 * pushes the page down instead of floating over it, so it never covers a button or a carousel
 * arrow, and it never takes focus. Dismissing it is remembered in localStorage.
 */
export function WelcomeBanner() {
  const t = useT();
  const [isSeen, markSeen] = useStoredFlag('local', SEEN_KEY);
  const titleId = useId();
  if (isSeen) return null;

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') markSeen();
  };

  return (
    <section aria-labelledby={titleId} onKeyDown={closeOnEscape} className="border-b border-zinc-800 bg-zinc-900">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-3 px-4 py-4 sm:px-6">
        <div className="min-w-60 flex-1">
          <h2 id={titleId} className="text-base font-semibold text-white">
            {t('accounts.welcome.title')}
          </h2>
          <div className="mt-1 space-y-1 text-sm leading-relaxed text-zinc-300">
            <p>{t('accounts.welcome.body')}</p>
            <p>
              {t('accounts.welcome.report')}{' '}
              <a
                href={mailtoHref(SUPPORT_EMAIL)}
                className="font-medium break-all text-brand-300 underline underline-offset-2 hover:text-white"
              >
                {SUPPORT_EMAIL}
              </a>
            </p>
          </div>
        </div>
        <Button size="sm" onClick={markSeen}>
          {t('accounts.welcome.close')}
        </Button>
      </div>
    </section>
  );
}
