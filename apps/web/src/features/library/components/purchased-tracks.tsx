import { ButtonLink } from '../../../components/ui/button-link';
import { useT } from '../../../lib/i18n/i18n';

/**
 * The Purchased tab's frame (spec §2.4). The purchases feature has no list endpoint yet, so this
 * asks for nothing and shows the empty state; once GET /api/me/purchases exists, this panel loads
 * it with 'Loading your purchases...' and lists the cards.
 */
export function PurchasedTracks() {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-4 rounded-2xl border border-dashed border-zinc-700 px-4 py-12 text-center">
      <p className="font-semibold text-white">{t('catalogue.library.emptyPurchased')}</p>
      <p className="max-w-md text-sm text-zinc-400">{t('catalogue.library.purchasedHint')}</p>
      <ButtonLink to="/" variant="secondary" size="sm">
        {t('catalogue.library.browse')}
      </ButtonLink>
    </div>
  );
}
