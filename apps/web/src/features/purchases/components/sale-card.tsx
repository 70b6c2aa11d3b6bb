import { useT } from '../../../lib/i18n/i18n';
import { useDates } from '../../../lib/i18n/use-dates';
import { ScreenshotButton } from './purchase-downloads';
import { SaleActions, type TSaleActionsProps } from './sale-actions';
import { BuyerContact, ProofFlags, SaleReference, useSaleAmount } from './sale-row';
import { RequestLines } from './request-lines';
import { PaymentMessageNote } from './payment-message-note';

/**
 * One sale as a card, for screens below the sm breakpoint (issue 31 §3): the table's columns as
 * labelled facts, the actions visible without scrolling sideways (as the studio's track cards).
 */
export function SaleCard({ sale, onReject, rowAction }: TSaleActionsProps) {
  const t = useT();
  const dates = useDates();
  const saleAmount = useSaleAmount();
  const { buyer } = sale;
  return (
    <li
      className="min-w-0 rounded-2xl border border-zinc-800 bg-zinc-950 p-4 text-sm text-zinc-200"
      aria-label={t('paidSales.card.sale', { reference: sale.reference })}
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-semibold text-white">{sale.track.title}</p>
          <p className="text-xs text-zinc-400">{t(`purchases.licence.${sale.licence.kind}`)}</p>
          <RequestLines lines={sale.lines} />
        </div>
        <p className="shrink-0 font-semibold whitespace-nowrap text-white">{saleAmount(sale)}</p>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-3 gap-y-2">
        <div className="min-w-0">
          <dt className="text-xs text-zinc-400">{t('purchases.sales.buyer')}</dt>
          <dd className="break-words">
            {buyer.fullName ?? buyer.username} <span className="text-xs text-zinc-400">@{buyer.username}</span>
          </dd>
        </div>
        <div className="min-w-0 font-mono text-xs">
          <dt className="font-sans text-zinc-400">{t('purchases.sales.reference')}</dt>
          <dd>
            <SaleReference sale={sale} />
          </dd>
        </div>
        <div className="col-span-2 min-w-0 text-xs">
          <dt className="text-zinc-400">{t('purchases.sales.contact')}</dt>
          <dd>
            <BuyerContact sale={sale} />
          </dd>
        </div>
        <div className="min-w-0">
          <dt className="text-xs text-zinc-400">{t('purchases.sales.screenshot')}</dt>
          <dd>
            <ScreenshotButton purchase={sale} label={t('purchases.history.view')} />
          </dd>
        </div>
        <div className="min-w-0 text-xs">
          <dt className="text-zinc-400">{t('purchases.sales.submitted')}</dt>
          <dd>{sale.submittedAt ? dates.dateTime(sale.submittedAt) : '—'}</dd>
        </div>
      </dl>
      <ProofFlags flags={sale.proofFlags} />
      <PaymentMessageNote sale={sale} />
      <div className="mt-3 border-t border-zinc-800 pt-3">
        <SaleActions sale={sale} onReject={onReject} rowAction={rowAction} />
      </div>
    </li>
  );
}
