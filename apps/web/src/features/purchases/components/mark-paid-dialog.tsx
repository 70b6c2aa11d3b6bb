import type { TClosingOrder } from '@beatpasal/shared/schemas/paid-sales';
import type { TSale } from '@beatpasal/shared/schemas/purchases';
import { useState } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';
import { RefundField } from '../../../components/ui/form/refund-field';
import { isApiError } from '../../../lib/api-error';
import { formatMoneyPaisa } from '../../../lib/i18n/format';
import { useFormat, useT } from '../../../lib/i18n/i18n';
import { useLocale } from '../../../lib/i18n/locale';
import { useDates } from '../../../lib/i18n/use-dates';
import { toast } from '../../../lib/toast';
import { useApprovalPreview, useApproveWithRefunds } from '../api/paid-sales-api';

const buyerName = (order: TClosingOrder) => order.buyer.fullName ?? `@${order.buyer.username}`;

/** One order the sale closes: its buyer and amount, and for a paid one the refund the artist states. */
function ClosingOrderItem({
  order,
  refund,
  onRefund,
}: {
  order: TClosingOrder;
  refund: string;
  onRefund: (value: string) => void;
}) {
  const t = useT();
  const dates = useDates();
  const locale = useLocale();
  const { money } = useFormat();
  return (
    <li className="rounded-xl bg-zinc-950 p-3 ring-1 ring-zinc-800">
      <p className="font-semibold text-white">
        {buyerName(order)} <span className="text-xs font-normal text-zinc-400">@{order.buyer.username}</span>
      </p>
      <p className="text-xs text-zinc-300">
        {t(`purchases.licence.${order.licenceKind}`)} · {formatMoneyPaisa(order.amountPaisa, locale)} ·{' '}
        <span className="font-mono">{order.reference}</span>
      </p>
      {order.hasProof && order.submittedAt ? (
        <>
          <p className="mt-1 text-xs font-semibold text-amber-300">
            {t('paidSales.markPaid.proofIn', { date: dates.dateTime(order.submittedAt) })}
          </p>
          <div className="mt-2">
            <RefundField
              label={t('paidSales.markPaid.refund', { buyer: buyerName(order) })}
              hint={t('paidSales.markPaid.refundHint', { amount: money(order.priceNpr) })}
              value={refund}
              onChange={onRefund}
              isRequired
            />
          </div>
        </>
      ) : (
        <p className="mt-1 text-xs text-zinc-400">{t('paidSales.markPaid.noProof')}</p>
      )}
    </li>
  );
}

/**
 * Mark as Paid, confirmed (issue 31 §2, decision 066): names every other order an exclusive sale
 * closes, and asks the refund for each one whose proof is in (prefilled with its price); the
 * server refuses to close a paid order without it.
 */
export function MarkPaidDialog({ sale, onClose }: { sale: TSale; onClose: () => void }) {
  const t = useT();
  const locale = useLocale();
  const preview = useApprovalPreview(sale.id);
  const approve = useApproveWithRefunds(sale.id, () => toast.success(t('purchases.sales.markPaidDone')));
  const [refunds, setRefunds] = useState<Record<string, string>>({});
  const closes = preview.data?.closes ?? [];
  const refundOf = (order: TClosingOrder) => refunds[order.purchaseId] ?? String(order.priceNpr);
  const submit = () => {
    if (!preview.data) return;
    const paid = closes.filter((order) => order.hasProof);
    approve.mutate(
      { refunds: paid.map((order) => ({ purchaseId: order.purchaseId, refundNpr: Number(refundOf(order) || 'NaN') })) },
      { onSuccess: onClose },
    );
  };
  const failure = approve.error ?? preview.error;
  const amount = formatMoneyPaisa(sale.amountPaisa, locale);
  return (
    <FormDialog
      title={t('paidSales.markPaid.title', { track: sale.track.title, reference: sale.reference })}
      intro={t('paidSales.markPaid.intro', { amount, reference: sale.reference })}
      error={failure ? (isApiError(failure) ? failure.message : t('purchases.sales.markPaidFailed')) : undefined}
      isBusy={approve.isPending || preview.isPending}
      cancelLabel={t('paidSales.markPaid.cancel')}
      submitLabel={t('paidSales.markPaid.confirm')}
      onSubmit={submit}
      onClose={onClose}
    >
      {preview.isPending && <p className="text-sm text-zinc-300">{t('paidSales.markPaid.loading')}</p>}
      {preview.data && closes.length === 0 && (
        <p className="text-sm text-zinc-300">{t('paidSales.markPaid.closesNothing')}</p>
      )}
      {closes.length > 0 && (
        <div className="space-y-2">
          <p className="text-sm text-zinc-200">{t('paidSales.markPaid.closesIntro')}</p>
          <ul className="space-y-2" aria-label={t('paidSales.markPaid.closesIntro')}>
            {closes.map((order) => (
              <ClosingOrderItem
                key={order.purchaseId}
                order={order}
                refund={refundOf(order)}
                onRefund={(value) => setRefunds((current) => ({ ...current, [order.purchaseId]: value }))}
              />
            ))}
          </ul>
        </div>
      )}
    </FormDialog>
  );
}
