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
      {trust.isFrozen && <p className="text-yellow-300">{t('trust.buyer.frozen')}</p>}
      {trust.openDispute && (
        <p>
          {t('trust.buyer.disputeOpen', {
            reason: t(`trust.disputes.reasons.${trust.openDispute.reason}`),
            date: dates.date(trust.openDispute.createdAt),
          })}
        </p>
      )}
      {trust.lastDecision && (
        <p>
          {t('trust.buyer.lastDecision', {
            status: t(`trust.disputes.statuses.${trust.lastDecision.status}`),
            note: trust.lastDecision.note,
          })}
        </p>
      )}
      {(purchase.status === 'rejected' || purchase.status === 'closed') && refund != null && (
        <p>{t('trust.buyer.refundStated', { amount: money(refund) })}</p>
      )}
      {trust.refundConfirmedAt && (
        <p>{t('trust.buyer.refundConfirmed', { date: dates.date(trust.refundConfirmedAt) })}</p>
      )}
      {trust.canConfirmRefund && (
        <Button
          size="sm"
          variant="secondary"
          isBusy={confirm.isPending}
          onClick={() => confirm.mutate(undefined, { onSuccess: () => toast.success(t('trust.buyer.refundThanks')) })}
        >
          {t('trust.buyer.confirmRefund')}
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
    open.mutate({ reason, message }, { onSuccess: () => toast.success(t('trust.buyer.sent')) });
  };
  return (
    <FormDialog
      title={t('trust.buyer.title', { reference: purchase.reference })}
      error={errorText(open.error ?? query.error, t('errors.unexpected'))}
      isBusy={open.isPending}
      cancelLabel={t('trust.buyer.close')}
      submitLabel={reason ? t('trust.buyer.send') : t('trust.buyer.close')}
      onSubmit={submit}
      onClose={onClose}
    >
      {query.data ? (
        <TrustStatus purchase={purchase} trust={query.data} />
      ) : (
        !query.error && <p>{t('trust.buyer.loading')}</p>
      )}
      {reason ? (
        <>
          <Field label={t('trust.buyer.reason')}>
            {(control) => (
              <select
                {...control}
                value={reason}
                onChange={(event) => setChosen(event.target.value as TDisputeReason)}
                className={DIALOG_INPUT_CLASS}
              >
                {reasons.map((value) => (
                  <option key={value} value={value}>
                    {t(`trust.disputes.reasons.${value}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field label={t('trust.buyer.message')} hint={t('trust.buyer.messageHint')}>
            {(control) => (
              <textarea
                {...control}
                data-autofocus
                rows={4}
                maxLength={MAX_DISPUTE_MESSAGE}
                value={message}
                onChange={(event) => setMessage(event.target.value)}
                className={DIALOG_INPUT_CLASS}
              />
            )}
          </Field>
        </>
      ) : (
        query.data &&
        !query.data.openDispute &&
        !query.data.canConfirmRefund && <p className="text-sm text-zinc-300">{t('trust.buyer.nothing')}</p>
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
          ? t('trust.buyer.refundAction')
          : t('trust.buyer.openDispute')}
      </Button>
      {isOpen && <PurchaseTrustDialog purchase={purchase} onClose={() => setIsOpen(false)} />}
    </>
  );
}
