import { useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { isApiError } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n/i18n';
import { useAdminDecision } from '../api/queues-api';

export interface TDecision {
  label: string;
  path: string;
  /** Sent with the note as `reason`. */
  body?: Record<string, string>;
  variant?: 'primary' | 'secondary';
}

/** A required note and the decisions it goes with; the note reaches the people affected and the audit log. */
export function DecisionForm({ decisions }: { decisions: TDecision[] }) {
  const t = useT();
  const ids = { note: useId(), error: useId() };
  const [note, setNote] = useState('');
  const decision = useAdminDecision();
  const error = decision.error
    ? isApiError(decision.error)
      ? decision.error.message
      : t('errors.unexpected')
    : undefined;
  return (
    <div className="mt-4 space-y-3">
      <label htmlFor={ids.note} className="block text-sm text-zinc-300">
        {t('admin.queues.reasonLabel')}
      </label>
      <textarea
        id={ids.note}
        rows={2}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        aria-describedby={error ? ids.error : undefined}
        className="block w-full rounded-xl bg-zinc-950 px-3 py-2 text-white ring-1 ring-zinc-700"
      />
      <FieldError id={ids.error} message={error} />
      <div className="flex flex-wrap gap-2">
        {decisions.map((item) => (
          <Button
            key={item.path + item.label}
            variant={item.variant ?? 'secondary'}
            isBusy={decision.isPending}
            onClick={() =>
              decision.mutate(
                { path: item.path, body: { ...item.body, reason: note } },
                { onSuccess: () => toast.success(t('admin.queues.done')) },
              )
            }
          >
            {item.label}
          </Button>
        ))}
      </div>
    </div>
  );
}
