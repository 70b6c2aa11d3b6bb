import { REJECTION_REASONS, type TRejectionReason, type TSale } from '@beatpasal/shared/schemas/purchases';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { useModalDialog } from '../../../components/layout/use-modal-dialog';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { isApiError } from '../../../lib/api-error';
import { useFormat, useT } from '../../../lib/i18n/i18n';
import { purchaseKeys, rejectPurchase } from '../api/purchases-api';
import { PURCHASE_INPUT, PurchaseField } from './purchase-field';

/** The Reject dialog (spec §2.9): one of the spec's reasons (Others with the artist's text) and the refund in NPR. */
export function RejectDialog({ sale, onClose }: { sale: TSale; onClose: () => void }) {
  const t = useT();
  const { money } = useFormat();
  const dialog = useModalDialog(true, onClose);
  const queryClient = useQueryClient();
  const ids = { reason: useId(), note: useId(), refund: useId(), refundHint: useId(), error: useId() };
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
  const error = mutation.error ? (isApiError(mutation.error) ? mutation.error.message : t('purchases.reject.failed')) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate();
  };
  return (
    <dialog
      {...dialog}
      aria-labelledby={`${ids.reason}-title`}
      className="m-auto w-[min(32rem,calc(100%-2rem))] rounded-2xl bg-zinc-900 p-0 text-zinc-100 ring-1 ring-zinc-700 backdrop:bg-black/70"
    >
      <form onSubmit={submit} className="space-y-4 p-6">
        <h2 id={`${ids.reason}-title`} className="text-lg font-bold text-white">
          {t('purchases.reject.title')} — {sale.track.title} ({sale.reference})
        </h2>
        <PurchaseField id={ids.reason} label={t('purchases.reject.reason')}>
          <select id={ids.reason} data-autofocus value={reason} onChange={(event) => setReason(event.target.value as TRejectionReason)} className={PURCHASE_INPUT}>
            {REJECTION_REASONS.map((value) => (
              <option key={value} value={value}>
                {t(`purchases.reject.reasons.${value}`)}
              </option>
            ))}
          </select>
        </PurchaseField>
        {reason === 'other' && (
          <PurchaseField id={ids.note} label={t('purchases.reject.note')}>
            <textarea id={ids.note} rows={3} value={note} onChange={(event) => setNote(event.target.value)} className={PURCHASE_INPUT} />
          </PurchaseField>
        )}
        <PurchaseField id={ids.refund} label={t('purchases.reject.refund')}>
          <input
            id={ids.refund}
            inputMode="numeric"
            value={refund}
            onChange={(event) => setRefund(event.target.value.replace(/[^\d]/g, ''))}
            aria-describedby={ids.refundHint}
            className={PURCHASE_INPUT}
          />
          <p id={ids.refundHint} className="mt-1 text-xs text-zinc-400">
            {t('purchases.reject.refundHint', { amount: money(sale.licence.priceNpr) })}
          </p>
        </PurchaseField>
        <FieldError id={ids.error} message={error} />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t('purchases.reject.cancel')}
          </Button>
          <Button type="submit" isBusy={mutation.isPending} className="bg-red-600 hover:bg-red-700">
            {t('purchases.reject.confirm')}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
