import type { TCartRemoval } from '@beatpasal/shared/schemas/cart';
import type { TPurchaseDetail } from '@beatpasal/shared/schemas/purchases';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { ButtonLink } from '../../../components/ui/button-link';
import { Link } from '../../../components/ui/link';
import { Empty, LoadError, Loading } from '../../../components/ui/list-states';
import { formatMoneyPaisa } from '../../../lib/i18n/format';
import { useT } from '../../../lib/i18n/i18n';
import { useLocale } from '../../../lib/i18n/locale';
import { fetchPaymentRequests, purchaseKeys } from '../api/purchases-api';
import { BUYER_DASHBOARD } from '../lib/purchase-paths';
import { PayAndProve } from './pay-and-prove';
import { Notice, PurchaseFrame } from './purchase-frame';
import { RequestLines } from './request-lines';

/** What left the cart at checkout, passed here in the navigation state by the cart page. */
function useRemovedAtCheckout(): readonly TCartRemoval[] {
  const state = useLocation().state as { removed?: TCartRemoval[] } | null;
  return state?.removed ?? [];
}

function PaymentRequest({ request, onSubmitted }: { request: TPurchaseDetail; onSubmitted: () => void }) {
  const t = useT();
  const locale = useLocale();
  const artist = request.artist.displayName ?? request.artist.username;
  const headingId = `request-${request.id}`;
  const first = { id: request.id, trackTitle: request.track.title, licenceKind: request.licence.kind };
  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-2xl bg-zinc-900 p-4 ring-1 ring-zinc-800">
      <div className="space-y-1">
        <h2 id={headingId} className="text-lg font-bold text-white">
          {t('purchases.requests.heading', { artist, amount: formatMoneyPaisa(request.amountPaisa, locale) })}
        </h2>
        <p className="text-sm text-zinc-300">{t('purchases.requests.reference', { reference: request.reference })}</p>
        <p className="text-sm text-zinc-300">{t(`purchases.requests.state.${request.status}`)}</p>
      </div>
      <RequestLines
        title={t('purchases.requests.pays')}
        lines={[
          { ...first, priceNpr: request.licence.priceNpr, linePaisa: request.linePaisa ?? request.amountPaisa },
          ...request.lines,
        ]}
      />
      {request.status === 'awaiting_payment' && (
        <PayAndProve purchase={request} headingLevel={3} onSubmitted={onSubmitted} />
      )}
    </section>
  );
}

/** /payment-requests: the buyer's open payment requests, one per artist of a checkout, each paid in one scan. */
export function PaymentRequestsView() {
  const t = useT();
  const removed = useRemovedAtCheckout();
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: purchaseKeys.requests(),
    queryFn: ({ signal }) => fetchPaymentRequests(signal),
  });
  const refresh = () => void queryClient.invalidateQueries({ queryKey: purchaseKeys.all });
  return (
    <PurchaseFrame title={t('purchases.requests.title')}>
      {removed.length > 0 && (
        <Notice>
          <ul>
            {removed.map((line) => (
              <li key={`${line.trackId}:${line.licenceKind}`}>
                {t(`cart.removed.${line.reason}`, {
                  title: line.title,
                  licence: t(`purchases.licence.${line.licenceKind}`),
                })}
              </li>
            ))}
          </ul>
        </Notice>
      )}
      {query.isPending ? (
        <Loading text={t('purchases.requests.loading')} />
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      ) : query.data.requests.length === 0 ? (
        <Empty>
          <p>{t('purchases.requests.empty')}</p>
          <ButtonLink to={BUYER_DASHBOARD} size="sm">
            {t('purchases.complete.dashboard')}
          </ButtonLink>
        </Empty>
      ) : (
        <>
          <p className="text-sm text-zinc-300">{t('purchases.requests.intro')}</p>
          {query.data.requests.map((request) => (
            <PaymentRequest key={request.id} request={request} onSubmitted={refresh} />
          ))}
          <Link to={BUYER_DASHBOARD} className="font-semibold text-brand-300 underline">
            {t('purchases.complete.dashboard')}
          </Link>
        </>
      )}
    </PurchaseFrame>
  );
}
