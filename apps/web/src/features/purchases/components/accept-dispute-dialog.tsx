import { MAX_ACCEPT_NOTE, type TSaleDispute } from '@beatpasal/shared/schemas/paid-sales';
import type { TSale } from '@beatpasal/shared/schemas/purchases';
import type { TDisputeReason } from '@beatpasal/shared/schemas/trust';
import { useState } from 'react';
import { FormDialog } from '../../../components/ui/form-dialog';
import { RefundField } from '../../../components/ui/form/refund-field';
import { TextAreaField } from '../../../components/ui/form/text-area-field';
import { isApiError } from '../../../lib/api-error';
import { useFormat, useT } from '../../../lib/i18n/i18n';
import { toast } from '../../../lib/toast';
import { useAcceptDispute } from '../api/paid-sales-api';

/**
 * The artist accepts the buyer's dispute with the refund stated (decision 066). On a paid sale it
 * revokes it: the only way a paid sale is undone by its artist.
 */
export function AcceptDisputeDialog({
  sale,
  dispute,
  onClose,
}: {
  sale: TSale;
  dispute: TSaleDispute;
  onClose: () => void;
}) {
  const t = useT();
  const { money } = useFormat();
  const accept = useAcceptDispute(dispute.id, () => toast.success(t('paidSales.dispute.done')));
  const [refund, setRefund] = useState(String(sale.licence.priceNpr));
  const [note, setNote] = useState('');
  const submit = () => accept.mutate({ refundNpr: Number(refund || 'NaN'), note }, { onSuccess: onClose });
  return (
    <FormDialog
      title={t('paidSales.dispute.title', { track: sale.track.title, reference: sale.reference })}
      intro={sale.status === 'approved' ? t('paidSales.dispute.revokeIntro') : t('paidSales.dispute.refundIntro')}
      error={accept.error ? (isApiError(accept.error) ? accept.error.message : t('errors.unexpected')) : undefined}
      isBusy={accept.isPending}
      cancelLabel={t('paidSales.dispute.cancel')}
      submitLabel={t('paidSales.dispute.confirm')}
      submitClassName="bg-red-600 hover:bg-red-700"
      onSubmit={submit}
      onClose={onClose}
    >
      <p className="text-sm text-zinc-300">
        {t(`disputes.reasons.${dispute.reason as TDisputeReason}`)} ·{' '}
        {t('paidSales.dispute.buyerSays', { message: dispute.message })}
      </p>
      <RefundField
        label={t('paidSales.dispute.refund')}
        hint={t('paidSales.dispute.refundHint', { amount: money(sale.licence.priceNpr) })}
        value={refund}
        onChange={setRefund}
        isAutoFocused
      />
      <TextAreaField
        label={t('paidSales.dispute.note')}
        hint={t('paidSales.dispute.noteHint')}
        look="dialog"
        rows={3}
        maxLength={MAX_ACCEPT_NOTE}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
    </FormDialog>
  );
}
