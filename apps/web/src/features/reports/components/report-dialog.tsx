import { MAX_REPORT_TEXT, MODERATION_REASONS, type TReportTarget } from '@beatpasal/shared/schemas/admin';
import { useMutation } from '@tanstack/react-query';
import { useState, type RefObject } from 'react';
import { toast } from '../../../lib/toast';
import { FormDialog } from '../../../components/ui/form-dialog';
import { DIALOG_INPUT_CLASS } from '../../../components/ui/form/control-styles';
import { TextAreaField } from '../../../components/ui/form/text-area-field';
import { Field } from '../../../components/ui/form/field';
import { isApiError } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n/i18n';
import { sendReport } from '../api/reports-api';

interface TReportDialogProps {
  targetType: TReportTarget;
  targetId: string;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** A report to the administrators: reason, details and an optional evidence picture. */
export function ReportDialog({ targetType, targetId, onClose, returnFocusTo }: TReportDialogProps) {
  const t = useT();
  const [reason, setReason] = useState<string>(MODERATION_REASONS[0]);
  const [details, setDetails] = useState('');
  const [evidence, setEvidence] = useState<File | null>(null);
  const mutation = useMutation({
    mutationFn: () => sendReport({ targetType, targetId, reason, details, evidence }),
    onSuccess: () => {
      toast.success(t('reports.done'));
      onClose();
    },
  });
  const error = mutation.error
    ? isApiError(mutation.error)
      ? mutation.error.message
      : t('errors.unexpected')
    : undefined;
  return (
    <FormDialog
      title={t(`reports.titles.${targetType}`)}
      intro={t('reports.intro')}
      error={error}
      isBusy={mutation.isPending}
      cancelLabel={t('reports.cancel')}
      submitLabel={t('reports.submit')}
      onSubmit={() => mutation.mutate()}
      onClose={onClose}
      returnFocusTo={returnFocusTo}
    >
      <Field label={t('reports.reason')}>
        {(control) => (
          <select
            {...control}
            data-autofocus
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            className={DIALOG_INPUT_CLASS}
          >
            {MODERATION_REASONS.map((value) => (
              <option key={value} value={value}>
                {t(`reports.reasons.${value}`)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <TextAreaField
        label={t('reports.details')}
        look="dialog"
        rows={4}
        maxLength={MAX_REPORT_TEXT}
        value={details}
        onChange={(event) => setDetails(event.target.value)}
      />
      <Field label={t('reports.evidence')}>
        {(control) => (
          <input
            {...control}
            type="file"
            accept="image/*"
            onChange={(event) => setEvidence(event.target.files?.[0] ?? null)}
            className={DIALOG_INPUT_CLASS}
          />
        )}
      </Field>
    </FormDialog>
  );
}
