import type { TTrackCard } from '@beatpasal/shared/schemas/catalogue';
import { ButtonLink } from '../../../components/ui/button-link';
import { useT } from '../../../lib/i18n/i18n';
import { trackPath } from '../lib/paths';

/** Buy leads to the track page, where the licence is chosen; a sold track shows its badge instead. */
export function BuyLink({ track }: { track: Pick<TTrackCard, 'id' | 'title' | 'isSold'> }) {
  const t = useT();
  if (track.isSold) return <SoldBadge />;
  return (
    <ButtonLink to={trackPath(track.id)} size="sm" aria-label={t('catalogue.artist.buyLabel', { title: track.title })}>
      {t('catalogue.artist.buy')}
    </ButtonLink>
  );
}

export function SoldBadge() {
  const t = useT();
  return (
    <span className="inline-flex min-h-7 items-center rounded-full bg-red-600 px-2.5 text-xs font-extrabold tracking-wider text-white uppercase">
      {t('catalogue.artist.sold')}
    </span>
  );
}
