import type { TTrackCard } from '@beatpasal/shared/schemas/catalogue';
import { useT } from '../../../lib/i18n/i18n';

/** The corner ribbon of a sold track's cover. */
export function SoldRibbon() {
  const t = useT();
  return (
    <span className="pointer-events-none absolute top-3 -left-8 w-28 -rotate-45 bg-red-600 py-0.5 text-center text-xs font-extrabold tracking-widest text-white shadow-md">
      {t('catalogue.card.sold')}
    </span>
  );
}

const PURCHASE_STYLES = {
  pending: 'bg-yellow-400/15 text-yellow-300 ring-yellow-400/40',
  approved: 'bg-green-400/15 text-green-300 ring-green-400/40',
} as const;

/** The buyer's own purchase of the track: 'Pending' or 'Purchased'. */
export function PurchaseBadge({ status }: { status: TTrackCard['purchaseStatus'] }) {
  const t = useT();
  if (status === null) return null;
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${PURCHASE_STYLES[status]}`}>
      {t(status === 'pending' ? 'catalogue.card.pending' : 'catalogue.card.purchased')}
    </span>
  );
}
