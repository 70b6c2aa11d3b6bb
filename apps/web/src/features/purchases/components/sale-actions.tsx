import type { TSaleDispute } from '@beatpasal/shared/schemas/paid-sales';
import type { TSale } from '@beatpasal/shared/schemas/purchases';
import type { TDisputeReason } from '@beatpasal/shared/schemas/trust';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n';
import { AcceptDisputeDialog } from './accept-dispute-dialog';
import { AlternateUpload } from './alternate-upload';
import { MarkPaidDialog } from './mark-paid-dialog';
import { PurchaseDownloads } from './purchase-downloads';

export interface TSaleActionsProps {
  sale: TSale;
  onReject: (sale: TSale) => void;
  rowAction?: (purchaseId: string) => ReactNode;
}

function DisputeActions({ sale, dispute }: { sale: TSale; dispute: TSaleDispute }) {
  const t = useT();
  const [isAccepting, setIsAccepting] = useState(false);
  return (
    <>
      <p className="text-xs font-semibold text-amber-300">
        {t('paidSales.dispute.open', { reason: t(`disputes.reasons.${dispute.reason as TDisputeReason}`) })}
      </p>
      <Button
        size="sm"
        variant="secondary"
        onClick={() => setIsAccepting(true)}
        aria-label={`${t('paidSales.dispute.accept')}: ${sale.reference}`}
      >
        {t('paidSales.dispute.accept')}
      </Button>
      {isAccepting && <AcceptDisputeDialog sale={sale} dispute={dispute} onClose={() => setIsAccepting(false)} />}
    </>
  );
}

/**
 * What the artist can do with a sale (decision 066): Mark as Paid (confirmed in a dialog naming
 * what it closes) or Reject while it waits; once paid, the alternate file and, when the buyer
 * disputes it, Accept dispute: a paid sale is never rejected.
 */
export function SaleActions({ sale, onReject, rowAction }: TSaleActionsProps) {
  const t = useT();
  const [isMarking, setIsMarking] = useState(false);
  return (
    <div className="flex flex-col items-start gap-2">
      {sale.status === 'pending' ? (
        <>
          <Button
            size="sm"
            onClick={() => setIsMarking(true)}
            aria-label={`${t('purchases.sales.markPaid')}: ${sale.reference}`}
          >
            {t('purchases.sales.markPaid')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => onReject(sale)}
            aria-label={`${t('purchases.sales.reject')}: ${sale.reference}`}
          >
            {t('purchases.sales.reject')}
          </Button>
        </>
      ) : sale.status === 'approved' ? (
        <>
          <p className="text-sm font-semibold text-green-400">{t('purchases.status.purchased')}</p>
          <AlternateUpload sale={sale} />
        </>
      ) : (
        <PurchaseDownloads purchase={sale} />
      )}
      {sale.openDispute && <DisputeActions sale={sale} dispute={sale.openDispute} />}
      {rowAction?.(sale.id)}
      {isMarking && <MarkPaidDialog sale={sale} onClose={() => setIsMarking(false)} />}
    </div>
  );
}
