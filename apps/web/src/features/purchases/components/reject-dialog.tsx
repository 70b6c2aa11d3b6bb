import { REJECTION_REASONS, type TRejectionReason, type TSale } from '@beatpasal/shared/schemas/purchases';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { FormDialog } from '../../../components/ui/form-dialog';
import { RefundField } from '../../../components/ui/form/refund-field';
import { DIALOG_INPUT_CLASS } from '../../../components/ui/form/control-styles';
import { TextAreaField } from '../../../components/ui/form/text-area-field';
import { Field } from '../../../components/ui/form/field';
import { isApiError } from '../../../lib/api-error';
import { useFormat, useT } from '../../../lib/i18n/i18n';
import { purchaseKeys, rejectPurchase } from '../api/purchases-api';

/** The Reject dialog (spec §2.9): one of the spec's reasons (Others with the artist's text) and the refund in NPR. */
export function RejectDialog({ sale, onClose }: { sale: TSale; onClose: () => void }) {
  const t = useT();
  const { money } = useFormat();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState<TRejectionReason>('not_enough_fund');
  const [note, setNote] = useState('');
  const [refund, setRefund] = useState(String(sale.licence.priceNpr));
  const mutation = useMutation({
    mutationFn: () => rejectPurchase(sale.id, { reason, note, refundNpr: Number(refund) }),
    onSuccess: () => {
      toast.success(t('purchases.reject.done'));
      void queryClient.invalidateQueries({ queryKey: purchaseKeys.all });
      onClose();
    },
  });
  const error = mutation.error
    ? isApiError(mutation.error)
      ? mutation.error.message
      : t('purchases.reject.failed')
    : undefined;
  return (
    <FormDialog
      title={`${t('purchases.reject.title')} — ${sale.track.title} (${sale.reference})`}
      error={error}
      isBusy={mutation.isPending}
      cancelLabel={t('purchases.reject.cancel')}
      submitLabel={t('purchases.reject.confirm')}
      submitClassName="bg-red-600 hover:bg-red-700"
      onSubmit={() => mutation.mutate()}
      onClose={onClose}
    >
      <Field label={t('purchases.reject.reason')}>
        {(control) => (
          <select
            {...control}
            data-autofocus
            value={reason}
            onChange={(event) => setReason(event.target.value as TRejectionReason)}
            className={DIALOG_INPUT_CLASS}
          >
            {REJECTION_REASONS.map((value) => (
              <option key={value} value={value}>
                {t(`purchases.reject.reasons.${value}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      {reason === 'other' && (
        <TextAreaField
          label={t('purchases.reject.note')}
          look="dialog"
          rows={3}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      )}
      <RefundField
        label={t('purchases.reject.refund')}
        hint={t('purchases.reject.refundHint', { amount: money(sale.licence.priceNpr) })}
        value={refund}
        onChange={setRefund}
      />
    </FormDialog>
  );
}
