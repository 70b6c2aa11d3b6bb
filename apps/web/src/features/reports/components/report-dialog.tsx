import { MAX_REPORT_TEXT, MODERATION_REASONS, type TReportTarget } from '@beatpasal/shared/schemas/admin';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type RefObject } from 'react';
import toast from 'react-hot-toast';
import { useModalDialog } from '../../../components/layout/use-modal-dialog';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { isApiError } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n/i18n';
import { sendReport } from '../api/reports-api';

const INPUT = 'mt-1 block w-full rounded-xl bg-zinc-950 px-3 py-2 text-white ring-1 ring-zinc-700';

interface TReportDialogProps {
  targetType: TReportTarget;
  targetId: string;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** A report to the administrators: reason, details and an optional evidence picture. */
export function ReportDialog({ targetType, targetId, onClose, returnFocusTo }: TReportDialogProps) {
  const t = useT();
  const dialog = useModalDialog(true, onClose, returnFocusTo);
  const ids = { title: useId(), reason: useId(), details: useId(), evidence: useId(), error: useId() };
  const [reason, setReason] = useState<string>(MODERATION_REASONS[0]);
  const [details, setDetails] = useState('');
  const [evidence, setEvidence] = useState<File | null>(null);
  const mutation = useMutation({
    mutationFn: () => sendReport({ targetType, targetId, reason, details, evidence }),
    onSuccess: () => {
      toast.success(t('admin.report.done'));
      onClose();
    },
  });
  const error = mutation.error ? (isApiError(mutation.error) ? mutation.error.message : t('errors.unexpected')) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate();
  };
  return (
    <dialog
      {...dialog}
      aria-labelledby={ids.title}
      className="m-auto w-[min(32rem,calc(100%-2rem))] rounded-2xl bg-zinc-900 p-0 text-zinc-100 ring-1 ring-zinc-700 backdrop:bg-black/70"
    >
      <form onSubmit={submit} className="space-y-4 p-6">
        <h2 id={ids.title} className="text-lg font-bold text-white">
          {t('admin.report.title')}
        </h2>
        <p className="text-sm text-zinc-300">{t('admin.report.intro')}</p>
        <div>
          <label htmlFor={ids.reason} className="text-sm text-zinc-300">
            {t('admin.report.reason')}
          </label>
          <select id={ids.reason} data-autofocus value={reason} onChange={(event) => setReason(event.target.value)} className={INPUT}>
            {MODERATION_REASONS.map((value) => (
              <option key={value} value={value}>
                {t(`admin.report.reasons.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.details} className="text-sm text-zinc-300">
            {t('admin.report.details')}
          </label>
          <textarea id={ids.details} rows={4} maxLength={MAX_REPORT_TEXT} value={details} onChange={(event) => setDetails(event.target.value)} className={INPUT} />
        </div>
        <div>
          <label htmlFor={ids.evidence} className="text-sm text-zinc-300">
            {t('admin.report.evidence')}
          </label>
          <input id={ids.evidence} type="file" accept="image/*" onChange={(event) => setEvidence(event.target.files?.[0] ?? null)} className={INPUT} />
        </div>
        <FieldError id={ids.error} message={error} />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t('admin.report.cancel')}
          </Button>
          <Button type="submit" isBusy={mutation.isPending}>
            {t('admin.report.submit')}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
