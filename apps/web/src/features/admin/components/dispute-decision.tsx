import { DISPUTE_DECISIONS, type TDisputeDecision } from '@beatpasal/shared/schemas/trust';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/form/field-error';
import { RefundField } from '../../../components/ui/form/refund-field';
import { DIALOG_INPUT_CLASS } from '../../../components/ui/form/control-styles';
import { TextAreaField } from '../../../components/ui/form/text-area-field';
import { Field } from '../../../components/ui/form/field';
import { isApiError } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n/i18n';
import { useDecideDispute } from '../api/trust-admin-api';

/**
 * The admin's decision on an open dispute, with the note both sides receive, and for the buyer the
 * refund owed (required on a paid sale, which the decision revokes: decision 066).
 */
export function DisputeDecision({ disputeId }: { disputeId: string }) {
  const t = useT();
  const errorId = useId();
  const [decision, setDecision] = useState<TDisputeDecision>('resolved_buyer');
  const [note, setNote] = useState('');
  const [refund, setRefund] = useState('');
  const mutation = useDecideDispute(disputeId);
  const error = mutation.error
    ? isApiError(mutation.error)
      ? mutation.error.message
      : t('errors.unexpected')
    : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refundNpr = decision === 'resolved_buyer' && refund !== '' ? Number(refund) : undefined;
    mutation.mutate(
      { decision, reason: note, refundNpr },
      { onSuccess: () => toast.success(t('admin.disputes.done')) },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-3 rounded-2xl border border-zinc-800 p-4">
      <Field label={t('admin.disputes.decisionLabel')}>
        {(control) => (
          <select
            {...control}
            value={decision}
            onChange={(event) => setDecision(event.target.value as TDisputeDecision)}
            className={DIALOG_INPUT_CLASS}
          >
            {DISPUTE_DECISIONS.map((value) => (
              <option key={value} value={value}>
                {t(`admin.disputes.decisions.${value}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextAreaField
        label={t('admin.disputes.noteLabel')}
        describedBy={error ? errorId : undefined}
        look="dialog"
        rows={3}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      {decision === 'resolved_buyer' && (
        <RefundField
          label={t('admin.disputes.refundLabel')}
          hint={t('admin.disputes.refundHint')}
          value={refund}
          onChange={setRefund}
        />
      )}
      <FieldError id={errorId} message={error} />
      <Button type="submit" isBusy={mutation.isPending}>
        {t('admin.disputes.decide')}
      </Button>
    </form>
  );
}
