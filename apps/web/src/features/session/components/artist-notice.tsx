import { Link } from '../../../components/ui/link';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n';
import { useHasTracks } from '../api/use-has-tracks';
import { useStoredFlag } from '../hooks/use-stored-flag';

/**
 * The artists' notice about licences (spec §2.2): Close hides it for this visit (sessionStorage),
 * Don't Show Again for good (localStorage). It asks to update existing tracks, so an artist with
 * none does not see it (the upload form already requires a licence).
 */
export function ArtistNotice() {
  const t = useT();
  const [isClosed, closeForVisit] = useStoredFlag('session', 'beatpasal.artistNoticeClosed');
  const [isHidden, hideForGood] = useStoredFlag('local', 'beatpasal.artistNoticeHidden');
  const hasTracks = useHasTracks();
  if (isClosed || isHidden || hasTracks !== true) return null;
  return (
    <section aria-label={t('accounts.artistNotice.label')} className="border-b border-amber-400/30 bg-amber-950/70">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3 sm:px-6">
        <p className="min-w-60 flex-1 text-sm text-amber-100">
          {t('accounts.artistNotice.text')}{' '}
          <Link
            to="/artist-dashboard"
            className="font-semibold whitespace-nowrap text-amber-200 underline underline-offset-2 hover:text-white"
          >
            {t('accounts.artistNotice.dashboard')}
          </Link>
        </p>
        <div className="flex gap-2">
          <Button size="sm" variant="secondary" onClick={closeForVisit}>
            {t('accounts.artistNotice.close')}
          </Button>
          <Button size="sm" variant="ghost" onClick={hideForGood}>
            {t('accounts.artistNotice.dontShowAgain')}
          </Button>
        </div>
      </div>
    </section>
  );
}
