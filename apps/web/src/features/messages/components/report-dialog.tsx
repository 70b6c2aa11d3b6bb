import { MAX_REPORT_DETAILS, REPORT_REASONS, type TReportReason } from '@beatpasal/shared/schemas/messages';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type RefObject } from 'react';
import { toast } from '../../../lib/toast';
import { FormDialog } from '../../../components/ui/form-dialog';
import { FIELD_INPUT, LabelledField } from '../../../components/ui/labelled-field';
import { isApiError } from '../../../lib/api-error';
import { useFormat, useT } from '../../../lib/i18n/i18n';
import { reportConversation } from '../api/messages-api';

interface TReportDialogProps {
  userId: string;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** Report conversation: a reason and optional details; the server keeps the messages with it for the administrators. */
export function ReportDialog({ userId, onClose, returnFocusTo }: TReportDialogProps) {
  const t = useT();
  const { plural } = useFormat();
  const ids = { reason: useId(), details: useId(), hint: useId() };
  const [reason, setReason] = useState<TReportReason>('spam');
  const [details, setDetails] = useState('');
  const mutation = useMutation({
    mutationFn: () => reportConversation(userId, { reason, details }),
    onSuccess: () => {
      toast.success(t('messages.report.done'));
      onClose();
    },
  });
  const error = mutation.error
    ? isApiError(mutation.error)
      ? mutation.error.message
      : t('messages.report.failed')
    : undefined;
  return (
    <FormDialog
      title={t('messages.report.title')}
      intro={t('messages.report.intro')}
      error={error}
      isBusy={mutation.isPending}
      cancelLabel={t('messages.report.cancel')}
      submitLabel={t('messages.report.submit')}
      onSubmit={() => mutation.mutate()}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    >
      <LabelledField id={ids.reason} label={t('messages.report.reason')}>
        <select
          id={ids.reason}
          data-autofocus
          value={reason}
          onChange={(event) => setReason(event.target.value as TReportReason)}
          className={FIELD_INPUT}
        >
          {REPORT_REASONS.map((value) => (
            <option key={value} value={value}>
              {t(`messages.report.reasons.${value}`)}
            </option>
          ))}
        </select>
      </LabelledField>
      <LabelledField id={ids.details} label={t('messages.report.details')}>
        <textarea
          id={ids.details}
          rows={4}
          maxLength={MAX_REPORT_DETAILS}
          value={details}
          onChange={(event) => setDetails(event.target.value)}
          aria-describedby={ids.hint}
          className={FIELD_INPUT}
        />
        <p id={ids.hint} className="mt-1 text-xs text-zinc-400">
          {plural('messages.report.detailsHint', MAX_REPORT_DETAILS)}
        </p>
      </LabelledField>
    </FormDialog>
  );
}
