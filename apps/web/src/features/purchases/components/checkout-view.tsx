import { ZLicenceKind, type TLicenceKind } from '@beatpasal/shared/licences';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router';
import { Link } from '../../../components/ui/link';
import { ButtonLink } from '../../../components/ui/button-link';
import { isApiError } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n/i18n';
import { createPurchase, fetchPurchase, purchaseKeys } from '../api/purchases-api';
import { BUYER_DASHBOARD, PAYMENT_REQUESTS, paymentCompletePath } from '../lib/purchase-paths';
import { LicenceSummary } from './licence-summary';
import { PayAndProve } from './pay-and-prove';
import { LoadingLine, Notice, PurchaseFrame } from './purchase-frame';
import { RequestLines } from './request-lines';

/** The licence chosen on the track page: from the navigation state, or from `?licence=` after a reload. */
function useChosenLicence(): TLicenceKind | null {
  const location = useLocation();
  const [params] = useSearchParams();
  const fromState = (location.state as { licenceKind?: unknown } | null)?.licenceKind;
  const parsed = ZLicenceKind.safeParse(fromState ?? params.get('licence'));
  return parsed.success ? parsed.data : null;
}

function CheckoutBody({ trackId, kind }: { trackId: string; kind: TLicenceKind }) {
  const t = useT();
  const query = useQuery({
    queryKey: purchaseKeys.checkout(trackId, kind),
    // Buy Now is idempotent on the server: this finds the purchase the track page made, or makes it after a reload.
    queryFn: async ({ signal }) => fetchPurchase((await createPurchase(trackId, kind, signal)).id, signal),
    retry: false,
    staleTime: Infinity,
  });
  if (query.isPending) {
    return <LoadingLine text={t('purchases.checkout.loading')} />;
  }
  if (query.isError) {
    const isVisitor = isApiError(query.error) && query.error.status === 401;
    return (
      <Notice tone="error">
        <p>{isVisitor ? t('purchases.checkout.visitor') : query.error.message}</p>
        {isVisitor && (
          <ButtonLink to="/login" size="sm">
            {t('purchases.checkout.login')}
          </ButtonLink>
        )}
      </Notice>
    );
  }
  const purchase = query.data;
  if (purchase.leadPurchaseId !== null && purchase.status === 'awaiting_payment') {
    // A licence checked out with the cart is paid with its artist's payment request (decision 091).
    return (
      <Notice>
        <p>{t('purchases.requests.inRequest')}</p>
        <Link to={PAYMENT_REQUESTS} className="font-semibold text-brand-300 underline">
          {t('purchases.requests.open')}
        </Link>
      </Notice>
    );
  }
  return (
    <>
      <LicenceSummary purchase={purchase} />
      <RequestLines lines={purchase.lines} />
      {purchase.status === 'awaiting_payment' ? (
        <PayAndProve purchase={purchase} />
      ) : (
        <Notice>
          <p>{t('purchases.checkout.submitted')}</p>
          <Link
            to={purchase.status === 'pending' ? paymentCompletePath(purchase.id) : BUYER_DASHBOARD}
            className="font-semibold text-brand-300 underline"
          >
            {t('purchases.checkout.viewStatus')}
          </Link>
        </Notice>
      )}
    </>
  );
}

/** /checkout/{trackId} (spec §2.6): the order, the artist's wallet QR codes and the proof of payment. */
export function CheckoutView({ trackId }: { trackId: string }) {
  const t = useT();
  const kind = useChosenLicence();
  return (
    <PurchaseFrame title={t('purchases.checkout.title')}>
      {kind === null ? (
        <Notice tone="error">
          <p>{t('purchases.checkout.noLicence')}</p>
          <Link to={`/track/${encodeURIComponent(trackId)}`} className="font-semibold underline">
            {t('purchases.checkout.backToTrack')}
          </Link>
        </Notice>
      ) : (
        <CheckoutBody trackId={trackId} kind={kind} />
      )}
    </PurchaseFrame>
  );
}
