import type { TSale } from '@beatpasal/shared/schemas/purchases';
import type { ReactNode } from 'react';
import { formatMoneyPaisa } from '../../../lib/i18n/format';
import { useFormat, useT } from '../../../lib/i18n/i18n';
import { useLocale } from '../../../lib/i18n/locale';
import { useDates } from '../../../lib/i18n/use-dates';
import { ScreenshotButton } from './purchase-downloads';
import { CELL } from './purchase-table';
import { SaleActions } from './sale-actions';
import { PaymentMessageNote } from './payment-message-note';
import { RequestLines } from './request-lines';

/** A grouped request is one sale of its lines together (decision 091): its exact amount; a Buy Now sale its price. */
export function useSaleAmount(): (sale: TSale) => string {
  const { money } = useFormat();
  const locale = useLocale();
  return (sale) => (sale.lines.length > 0 ? formatMoneyPaisa(sale.amountPaisa, locale) : money(sale.licence.priceNpr));
}

/** One sale as the artist checks it against their wallet statement, with its actions. */
interface SaleRowProps {
  sale: TSale;
  onReject: (sale: TSale) => void;
  rowAction?: (purchaseId: string) => ReactNode;
}

export function SaleRow({ sale, onReject, rowAction }: SaleRowProps) {
  const t = useT();
  const dates = useDates();
  const saleAmount = useSaleAmount();
  const { buyer } = sale;
  return (
    <tr>
      <td className={CELL}>
        <p className="font-semibold text-white">{buyer.fullName ?? buyer.username}</p>
        <p className="text-xs text-zinc-400">@{buyer.username}</p>
      </td>
      <td className={`${CELL} text-xs`}>
        <BuyerContact sale={sale} />
      </td>
      <td className={CELL}>
        <p className="text-white">{sale.track.title}</p>
        <p className="text-xs text-zinc-400">{t(`purchases.licence.${sale.licence.kind}`)}</p>
        <RequestLines lines={sale.lines} />
      </td>
      <td className={`${CELL} whitespace-nowrap`}>{saleAmount(sale)}</td>
      <td className={`${CELL} font-mono text-xs`}>
        <SaleReference sale={sale} />
      </td>
      <td className={CELL}>
        <ScreenshotButton purchase={sale} label={t('purchases.history.view')} />
        <ProofFlags flags={sale.proofFlags} />
        <PaymentMessageNote sale={sale} />
      </td>
      <td className={`${CELL} text-xs whitespace-nowrap`}>
        {sale.submittedAt ? dates.dateTime(sale.submittedAt) : '—'}
      </td>
      <td className={CELL}>
        <SaleActions sale={sale} onReject={onReject} rowAction={rowAction} />
      </td>
    </tr>
  );
}

export function BuyerContact({ sale }: { sale: TSale }) {
  const { buyer } = sale;
  return (
    <>
      <p className="break-all">{buyer.email}</p>
      {buyer.phone && <p>{buyer.phone}</p>}
      {buyer.address && <p className="text-zinc-400">{buyer.address}</p>}
    </>
  );
}

export function SaleReference({ sale }: { sale: TSale }) {
  const t = useT();
  return (
    <>
      <p>{sale.reference}</p>
      {sale.wallet && (
        <p className="break-all text-zinc-400">
          {t(`purchases.wallets.${sale.wallet}`)} {sale.transactionId}
        </p>
      )}
    </>
  );
}

/** Advisory signs on the proof (decision 026): worded as what to check, never as an accusation. */
export function ProofFlags({ flags }: { flags: TSale['proofFlags'] }) {
  const t = useT();
  if (flags.length === 0) return null;
  return (
    <div
      className="mt-2 max-w-56 rounded-md border border-amber-500/40 bg-amber-500/10 p-2 text-xs text-amber-200"
      data-testid="proof-flags"
    >
      <p className="font-semibold text-amber-300">
        <span aria-hidden="true">⚠ </span>
        {t('purchases.sales.flagged')}
      </p>
      <ul className="mt-1 list-disc space-y-1 pl-4">
        {flags.map((flag) => (
          <li key={flag}>{t(`purchases.sales.flags.${flag}`)}</li>
        ))}
      </ul>
    </div>
  );
}
