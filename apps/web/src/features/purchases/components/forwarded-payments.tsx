import {
  FORWARDED_PAYMENT_EVENT,
  type TCreditMatchOrder,
  type TForwardedPayment,
} from '@beatpasal/shared/payments/credit-message-api';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n';
import { useDates } from '../../../lib/i18n/use-dates';
import { useLiveRefresh } from '../../../lib/use-live-refresh';
import { decideForwardedPayment, fetchForwardedPayments, paymentMessageKeys } from '../api/payment-messages-api';
import { purchaseKeys } from '../api/purchases-api';
import { MatchCard, MatchDoubt, MessageFacts, useOrderLine } from './credit-match-card';
import { LoadingLine, Notice } from './purchase-frame';
import { LoadMore } from './purchase-table';

const OUTCOME_TONE: Record<TForwardedPayment['outcome'], string> = {
  matched: 'bg-green-900/60 text-green-200',
  ambiguous: 'bg-amber-900/60 text-amber-200',
  unmatched: 'bg-zinc-800 text-zinc-300',
  confirmed: 'bg-sky-900/60 text-sky-200',
  dismissed: 'bg-zinc-800 text-zinc-400',
};

function ForwardedItem({ item }: { item: TForwardedPayment }) {
  const t = useT();
  const dates = useDates();
  const orderLine = useOrderLine();
  const queryClient = useQueryClient();
  const decide = useMutation({
    mutationFn: (decision: 'confirm' | 'dismiss') => decideForwardedPayment(item.id, decision),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: paymentMessageKeys.forwarded });
      void queryClient.invalidateQueries({ queryKey: purchaseKeys.all });
    },
  });
  const order = item.purchase;
  const isOpen = item.outcome === 'matched' || item.outcome === 'ambiguous' || item.outcome === 'unmatched';
  const openStatus = order?.status === 'awaiting_payment' || order?.status === 'pending' ? order.status : null;
  const candidates: TCreditMatchOrder[] =
    order && openStatus
      ? [
          {
            purchaseId: order.id,
            reference: order.reference,
            buyerUsername: order.buyerUsername,
            amountPaisa: order.amountPaisa,
            status: openStatus,
          },
        ]
      : [];
  return (
    <MatchCard
      title={
        <span className="flex flex-wrap items-center justify-between gap-2">
          <span>{t('creditMessages.forwarded.received', { date: dates.dateTime(item.createdAt) })}</span>
          <span className={`rounded-full px-2 py-0.5 text-xs ${OUTCOME_TONE[item.outcome]}`}>
            {t(`creditMessages.forwarded.outcome.${item.outcome}`)}
          </span>
        </span>
      }
    >
      <MessageFacts match={item} />
      {order && (item.outcome === 'matched' || item.outcome === 'confirmed') && (
        <p className="font-medium text-green-200">
          {orderLine('creditMessages.paste.matches', { ...order, purchaseId: order.id, status: 'pending' })}
        </p>
      )}
      {item.outcome !== 'matched' && item.outcome !== 'confirmed' && item.outcome !== 'dismissed' && (
        <MatchDoubt match={{ outcome: item.outcome, reason: item.reason, candidates }} />
      )}
      {item.outcome === 'matched' && item.reason && (
        <p className="text-sm text-amber-200">{t(`creditMessages.reason.${item.reason}`)}</p>
      )}
      {isOpen && (
        <div className="flex flex-wrap gap-2">
          {item.outcome === 'matched' && order && (
            <Button
              size="sm"
              isBusy={decide.isPending && decide.variables === 'confirm'}
              onClick={() => decide.mutate('confirm')}
              aria-label={`${t('creditMessages.paste.markPaid')} ${order.reference}`}
            >
              {t('creditMessages.paste.markPaid')}
            </Button>
          )}
          <Button
            size="sm"
            variant="secondary"
            isBusy={decide.isPending && decide.variables === 'dismiss'}
            onClick={() => decide.mutate('dismiss')}
          >
            {t('creditMessages.forwarded.dismiss')}
          </Button>
        </div>
      )}
      {decide.isError && <Notice tone="error">{decide.error.message}</Notice>}
    </MatchCard>
  );
}

/** Forwarded credit messages as suggestions, refreshed the moment the server hears one (SSE). */
export function ForwardedPayments() {
  const t = useT();
  const query = useInfiniteQuery({
    queryKey: paymentMessageKeys.forwarded,
    queryFn: ({ pageParam, signal }) => fetchForwardedPayments(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
  });
  const isLive = useLiveRefresh([FORWARDED_PAYMENT_EVENT, 'purchase.updated'], paymentMessageKeys.forwarded);
  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  let body;
  if (query.isPending) body = <LoadingLine text={t('creditMessages.forwarded.loading')} />;
  else if (query.isError) body = <Notice tone="error">{query.error.message}</Notice>;
  else if (items.length === 0) body = <p className="text-zinc-300">{t('creditMessages.forwarded.empty')}</p>;
  else {
    body = (
      <ul className="grid grid-cols-1 gap-3 md:grid-cols-2">
        {items.map((item) => (
          <ForwardedItem key={item.id} item={item} />
        ))}
      </ul>
    );
  }
  return (
    <section aria-labelledby="forwarded-payments" className="space-y-3">
      <div className="flex items-center gap-3">
        <h3 id="forwarded-payments" className="text-lg font-semibold text-white">
          {t('creditMessages.forwarded.title')}
        </h3>
        {isLive && (
          <span className="rounded-full bg-green-900/60 px-2 py-0.5 text-xs text-green-200">
            {t('creditMessages.forwarded.live')}
          </span>
        )}
      </div>
      <p className="text-sm text-zinc-400">{t('creditMessages.forwarded.intro')}</p>
      {body}
      <LoadMore query={query} />
    </section>
  );
}
