import { MAX_REPORT_DETAILS, REPORT_REASONS, type TReportReason } from '@beatpasal/shared/schemas/messages';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type RefObject } from 'react';
import toast from 'react-hot-toast';
import { useModalDialog } from '../../../components/layout/use-modal-dialog';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { isApiError } from '../../../lib/api-error';
import { useFormat, useT } from '../../../lib/i18n/i18n';
import { reportConversation } from '../api/messages-api';
import { localizeChatMessage } from '../lib/localize-chat-message';

const INPUT = 'mt-1 block w-full rounded-xl bg-zinc-950 px-3 py-2 text-white ring-1 ring-zinc-700';

interface TReportDialogProps {
  userId: string;
  onClose: () => void;
  returnFocusTo: RefObject<HTMLElement | null>;
}

/** Report conversation: a reason and optional details; the server keeps the messages with it for the administrators. */
export function ReportDialog({ userId, onClose, returnFocusTo }: TReportDialogProps) {
  const t = useT();
  const { count } = useFormat();
  const dialog = useModalDialog(true, onClose, returnFocusTo);
  const ids = { title: useId(), reason: useId(), details: useId(), hint: useId(), error: useId() };
  const [reason, setReason] = useState<TReportReason>('spam');
  const [details, setDetails] = useState('');
  const mutation = useMutation({
    mutationFn: () => reportConversation(userId, { reason, details }),
    onSuccess: () => {
      toast.success(t('messages.report.done'));
      onClose();
    },
  });
  const error = mutation.error ? (isApiError(mutation.error) ? localizeChatMessage(t, mutation.error.message) : t('messages.report.failed')) : undefined;
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
          {t('messages.report.title')}
        </h2>
        <p className="text-sm text-zinc-300">{t('messages.report.intro')}</p>
        <div>
          <label htmlFor={ids.reason} className="text-sm text-zinc-300">
            {t('messages.report.reason')}
          </label>
          <select id={ids.reason} data-autofocus value={reason} onChange={(event) => setReason(event.target.value as TReportReason)} className={INPUT}>
            {REPORT_REASONS.map((value) => (
              <option key={value} value={value}>
                {t(`messages.report.reasons.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={ids.details} className="text-sm text-zinc-300">
            {t('messages.report.details')}
          </label>
          <textarea
            id={ids.details}
            rows={4}
            maxLength={MAX_REPORT_DETAILS}
            value={details}
            onChange={(event) => setDetails(event.target.value)}
            aria-describedby={ids.hint}
            className={INPUT}
          />
          <p id={ids.hint} className="mt-1 text-xs text-zinc-400">
            {t('messages.report.detailsHint', { count: count(MAX_REPORT_DETAILS) })}
          </p>
        </div>
        <FieldError id={ids.error} message={error} />
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={onClose}>
            {t('messages.report.cancel')}
          </Button>
          <Button type="submit" isBusy={mutation.isPending}>
            {t('messages.report.submit')}
          </Button>
        </div>
      </form>
    </dialog>
  );
}
