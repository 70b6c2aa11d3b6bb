import { useQuery } from '@tanstack/react-query';
import { ButtonLink } from '../../../components/ui/button-link';
import { useT } from '../../../lib/i18n/i18n';
import { mailtoHref, SUPPORT_EMAIL } from '../../../lib/support-email';
import { fetchPurchase, purchaseKeys } from '../api/purchases-api';
import { BUYER_DASHBOARD } from '../lib/purchase-paths';
import { PurchaseFrame } from './purchase-frame';

/** /payment-complete/{purchaseId} (spec §2.6): the artist was told; support if no reply within 24 hours. */
export function PaymentCompleteView({ purchaseId }: { purchaseId: string }) {
  const t = useT();
  const query = useQuery({
    queryKey: purchaseKeys.detail(purchaseId),
    queryFn: ({ signal }) => fetchPurchase(purchaseId, signal),
    retry: false,
  });
  const [before, after] = t('purchases.complete.support', { email: '\u0000' }).split('\u0000');
  return (
    <PurchaseFrame title={t('purchases.complete.title')}>
      <div className="space-y-4 rounded-2xl bg-zinc-900 p-6 text-zinc-200 ring-1 ring-zinc-800">
        <p>{t('purchases.complete.body')}</p>
        {query.data && (
          <p className="font-semibold text-white">
            {t('purchases.complete.reference', { reference: query.data.reference })}
          </p>
        )}
        <p>
          {before}
          <a
            href={mailtoHref(SUPPORT_EMAIL, query.data ? `Order ${query.data.reference}` : undefined)}
            className="font-semibold text-brand-300 underline"
          >
            {SUPPORT_EMAIL}
          </a>
          {after}
        </p>
        <ButtonLink to={BUYER_DASHBOARD}>{t('purchases.complete.dashboard')}</ButtonLink>
      </div>
    </PurchaseFrame>
  );
}
