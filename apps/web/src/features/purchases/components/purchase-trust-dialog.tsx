import type { TPurchase } from '@beatpasal/shared/schemas/purchases';
import {
  disputeReasonsFor,
  MAX_DISPUTE_MESSAGE,
  type TDisputeReason,
  type TPurchaseTrust,
} from '@beatpasal/shared/schemas/trust';
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { FormDialog } from '../../../components/ui/form-dialog';
import { DIALOG_INPUT_CLASS } from '../../../components/ui/form/control-styles';
import { TextAreaField } from '../../../components/ui/form/text-area-field';
import { Field } from '../../../components/ui/form/field';
import { isApiError } from '../../../lib/api-error';
import { useFormat, useT } from '../../../lib/i18n/i18n';
import { useDates } from '../../../lib/i18n/use-dates';
import { useConfirmRefund, useOpenDispute, usePurchaseTrust } from '../api/purchase-trust-api';

const errorText = (error: unknown, fallback: string) =>
  error ? (isApiError(error) ? error.message : fallback) : undefined;

function TrustStatus({ purchase, trust }: { purchase: TPurchase; trust: TPurchaseTrust }) {
  const t = useT();
  const dates = useDates();
  const { money } = useFormat();
  const confirm = useConfirmRefund(purchase.id);
  const refund = purchase.rejection?.refundNpr;
  return (
    <div className="space-y-2 text-sm text-zinc-200">
      {trust.isFrozen && <p className="text-yellow-300">{t('disputes.buyer.frozen')}</p>}
      {trust.openDispute && (
        <p>
          {t('disputes.buyer.disputeOpen', {
            reason: t(`disputes.reasons.${trust.openDispute.reason}`),
            date: dates.date(trust.openDispute.createdAt),
          })}
        </p>
      )}
      {trust.lastDecision && (
        <p>
          {t('disputes.buyer.lastDecision', {
            status: t(`disputes.statuses.${trust.lastDecision.status}`),
            note: trust.lastDecision.note,
          })}
        </p>
      )}
      {(purchase.status === 'rejected' || purchase.status === 'closed') && refund != null && (
        <p>{t('disputes.buyer.refundStated', { amount: money(refund) })}</p>
      )}
      {trust.refundConfirmedAt && (
        <p>{t('disputes.buyer.refundConfirmed', { date: dates.date(trust.refundConfirmedAt) })}</p>
      )}
      {trust.canConfirmRefund && (
        <Button
          size="sm"
          variant="secondary"
          isBusy={confirm.isPending}
          onClick={() =>
            confirm.mutate(undefined, { onSuccess: () => toast.success(t('disputes.buyer.refundThanks')) })
          }
        >
          {t('disputes.buyer.confirmRefund')}
        </Button>
      )}
      {confirm.error && (
        <p role="alert" className="text-red-300">
          {errorText(confirm.error, t('errors.unexpected'))}
        </p>
      )}
    </div>
  );
}

/** The buyer's dispute and refund actions on one purchase: status first, then the dispute form where one is allowed. */
export function PurchaseTrustDialog({ purchase, onClose }: { purchase: TPurchase; onClose: () => void }) {
  const t = useT();
  const query = usePurchaseTrust(purchase.id);
  const open = useOpenDispute(purchase.id);
  const reasons = query.data?.disputeReasons ?? [];
  const [chosen, setChosen] = useState<TDisputeReason | null>(null);
  const [message, setMessage] = useState('');
  const reason = chosen ?? reasons[0];
  const submit = () => {
    if (!reason) return onClose();
    open.mutate({ reason, message }, { onSuccess: () => toast.success(t('disputes.buyer.sent')) });
  };
  return (
    <FormDialog
      title={t('disputes.buyer.title', { reference: purchase.reference })}
      error={errorText(open.error ?? query.error, t('errors.unexpected'))}
      isBusy={open.isPending}
      cancelLabel={t('disputes.buyer.close')}
      submitLabel={reason ? t('disputes.buyer.send') : t('disputes.buyer.close')}
      onSubmit={submit}
      onClose={onClose}
    >
      {query.data ? (
        <TrustStatus purchase={purchase} trust={query.data} />
      ) : (
        !query.error && <p>{t('disputes.buyer.loading')}</p>
      )}
      {reason ? (
        <>
          <Field label={t('disputes.buyer.reason')}>
            {(control) => (
              <select
                {...control}
                value={reason}
                onChange={(event) => setChosen(event.target.value as TDisputeReason)}
                className={DIALOG_INPUT_CLASS}
              >
                {reasons.map((value) => (
                  <option key={value} value={value}>
                    {t(`disputes.reasons.${value}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <TextAreaField
            label={t('disputes.buyer.message')}
            hint={t('disputes.buyer.messageHint')}
            look="dialog"
            data-autofocus
            rows={4}
            maxLength={MAX_DISPUTE_MESSAGE}
            value={message}
            onChange={(event) => setMessage(event.target.value)}
          />
        </>
      ) : (
        query.data &&
        !query.data.openDispute &&
        !query.data.canConfirmRefund && <p className="text-sm text-zinc-300">{t('disputes.buyer.nothing')}</p>
      )}
    </FormDialog>
  );
}

/** Shown in the buyer's purchase row only where a dispute or a refund confirmation can apply. */
export function PurchaseTrustButton({ purchase }: { purchase: TPurchase }) {
  const t = useT();
  const [isOpen, setIsOpen] = useState(false);
  const submittedAt = purchase.submittedAt ? new Date(purchase.submittedAt) : null;
  if (disputeReasonsFor({ status: purchase.status, submittedAt }, new Date()).length === 0) return null;
  return (
    <>
      <Button size="sm" variant="secondary" className="mt-2" onClick={() => setIsOpen(true)}>
        {purchase.status === 'rejected' || purchase.status === 'closed'
          ? t('disputes.buyer.refundAction')
          : t('disputes.buyer.openDispute')}
      </Button>
      {isOpen && <PurchaseTrustDialog purchase={purchase} onClose={() => setIsOpen(false)} />}
    </>
  );
}
