import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { TextAreaField } from '../../../components/ui/form/text-area-field';
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
  const [note, setNote] = useState('');
  const decision = useAdminDecision();
  const error = decision.error
    ? isApiError(decision.error)
      ? decision.error.message
      : t('errors.unexpected')
    : undefined;
  return (
    <div className="mt-4 space-y-3">
      <TextAreaField
        label={t('admin.queue.reasonLabel')}
        error={error}
        look="dialog"
        rows={2}
        value={note}
        onChange={(event) => setNote(event.target.value)}
      />
      <div className="flex flex-wrap gap-2">
        {decisions.map((item) => (
          <Button
            key={item.path + item.label}
            variant={item.variant ?? 'secondary'}
            isBusy={decision.isPending}
            onClick={() =>
              decision.mutate(
                { path: item.path, body: { ...item.body, reason: note } },
                { onSuccess: () => toast.success(t('admin.queue.done')) },
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
