import type { TSale } from '@beatpasal/shared/schemas/purchases';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { isApiError } from '../../../lib/api-error';
import { useFormat, useT } from '../../../lib/i18n/i18n';
import { approvePurchase, purchaseKeys } from '../api/purchases-api';
import { AlternateUpload } from './alternate-upload';
import { PurchaseDownloads, ScreenshotButton } from './purchase-downloads';
import { CELL } from './purchase-table';
import { useDates } from '../../../lib/i18n/use-dates';

/** One sale as the artist checks it against their wallet statement, with its actions. */
interface SaleRowProps {
  sale: TSale;
  onReject: (sale: TSale) => void;
  rowAction?: (purchaseId: string) => ReactNode;
}

export function SaleRow({ sale, onReject, rowAction }: SaleRowProps) {
  const t = useT();
  const dates = useDates();
  const { money } = useFormat();
  const queryClient = useQueryClient();
  const approve = useMutation({
    mutationFn: () => approvePurchase(sale.id),
    onSuccess: () => {
      toast.success(t('purchases.sales.markPaidDone'));
      void queryClient.invalidateQueries({ queryKey: purchaseKeys.all });
    },
    onError: (error) => toast.error(isApiError(error) ? error.message : t('purchases.sales.markPaidFailed')),
  });
  const { buyer } = sale;
  return (
    <tr>
      <td className={CELL}>
        <p className="font-semibold text-white">{buyer.fullName ?? buyer.username}</p>
        <p className="text-xs text-zinc-400">@{buyer.username}</p>
      </td>
      <td className={`${CELL} text-xs`}>
        <p>{buyer.email}</p>
        {buyer.phone && <p>{buyer.phone}</p>}
        {buyer.address && <p className="text-zinc-400">{buyer.address}</p>}
      </td>
      <td className={CELL}>
        <p className="text-white">{sale.track.title}</p>
        <p className="text-xs text-zinc-400">{t(`purchases.licence.${sale.licence.kind}`)}</p>
      </td>
      <td className={`${CELL} whitespace-nowrap`}>{money(sale.licence.priceNpr)}</td>
      <td className={`${CELL} font-mono text-xs`}>
        <p>{sale.reference}</p>
        {sale.wallet && (
          <p className="text-zinc-400">
            {t(`purchases.wallets.${sale.wallet}`)} {sale.transactionId}
          </p>
        )}
      </td>
      <td className={CELL}>
        <ScreenshotButton purchase={sale} label={t('purchases.history.view')} />
        <ProofFlags flags={sale.proofFlags} />
      </td>
      <td className={`${CELL} text-xs whitespace-nowrap`}>{sale.submittedAt ? dates.dateTime(sale.submittedAt) : '—'}</td>
      <td className={CELL}>
        <div className="flex flex-col items-start gap-2">
          {sale.status === 'pending' ? (
            <>
              <Button size="sm" isBusy={approve.isPending} onClick={() => approve.mutate()} aria-label={`${t('purchases.sales.markPaid')}: ${sale.reference}`}>
                {t('purchases.sales.markPaid')}
              </Button>
              <Button size="sm" variant="secondary" onClick={() => onReject(sale)} aria-label={`${t('purchases.sales.reject')}: ${sale.reference}`}>
                {t('purchases.sales.reject')}
              </Button>
            </>
          ) : (
            <PurchaseDownloadsStatus sale={sale} />
          )}
          {sale.status === 'approved' && (
            <>
              <AlternateUpload sale={sale} />
              <Button size="sm" variant="ghost" onClick={() => onReject(sale)} aria-label={`${t('purchases.sales.reject')}: ${sale.reference}`}>
                {t('purchases.sales.reject')}
              </Button>
            </>
          )}
          {rowAction?.(sale.id)}
        </div>
      </td>
    </tr>
  );
}

/** Advisory signs on the proof (decision 026): worded as what to check, never as an accusation. */
function ProofFlags({ flags }: { flags: TSale['proofFlags'] }) {
  const t = useT();
  if (flags.length === 0) return null;
  return (
    <div className="mt-2 max-w-56 rounded-md border border-amber-500/40 bg-amber-500/10 p-2 text-xs text-amber-200" data-testid="proof-flags">
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

function PurchaseDownloadsStatus({ sale }: { sale: TSale }) {
  const t = useT();
  if (sale.status === 'approved') return <p className="text-sm font-semibold text-green-400">{t('purchases.status.purchased')}</p>;
  return <PurchaseDownloads purchase={sale} />;
}
