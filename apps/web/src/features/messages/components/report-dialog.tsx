import { MAX_REPORT_DETAILS, REPORT_REASONS, type TReportReason } from '@beatpasal/shared/schemas/messages';
import { useMutation } from '@tanstack/react-query';
import { useState, type RefObject } from 'react';
import { toast } from '../../../lib/toast';
import { FormDialog } from '../../../components/ui/form-dialog';
import { DIALOG_INPUT_CLASS } from '../../../components/ui/form/control-styles';
import { TextAreaField } from '../../../components/ui/form/text-area-field';
import { Field } from '../../../components/ui/form/field';
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
      <Field label={t('messages.report.reason')}>
        {(control) => (
          <select
            {...control}
            data-autofocus
            value={reason}
            onChange={(event) => setReason(event.target.value as TReportReason)}
            className={DIALOG_INPUT_CLASS}
          >
            {REPORT_REASONS.map((value) => (
              <option key={value} value={value}>
                {t(`messages.report.reasons.${value}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextAreaField
        label={t('messages.report.details')}
        hint={plural('messages.report.detailsHint', MAX_REPORT_DETAILS)}
        look="dialog"
        rows={4}
        maxLength={MAX_REPORT_DETAILS}
        value={details}
        onChange={(event) => setDetails(event.target.value)}
      />
    </FormDialog>
  );
}
