import type { ReactNode } from 'react';
import { Link } from '../../../components/ui/link';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n';
import { LINK_CLASS } from './form-styles';

/** A failure that belongs to no field; an incomplete profile (403) comes with the way to fix it. */
export interface TFormProblem {
  message: string;
  needsProfile: boolean;
}

interface TFormFooterProps {
  problem: TFormProblem | null;
  isSubmitting: boolean;
  submitLabel: string;
  progress: ReactNode;
  onCancel: (() => void) | undefined;
}

/** A failure of the sending itself, said beside the button the artist just pressed, then the button. */
export function FormFooter({ problem, isSubmitting, submitLabel, progress, onCancel }: TFormFooterProps) {
  const t = useT();
  return (
    <div className="space-y-4">
      <div role="alert" className="empty:hidden">
        {problem && (
          <div className="rounded-xl border border-red-400/40 bg-red-950/40 p-4 text-sm text-red-200">
            <p>{problem.message}</p>
            {problem.needsProfile && (
              <Link to="/edit-profile" className={`mt-2 inline-block ${LINK_CLASS}`}>
                {t('studio.upload.completeProfile')}
              </Link>
            )}
          </div>
        )}
      </div>
      {progress}
      <div className="flex flex-wrap items-center gap-3">
        <Button type="submit" size="lg" isBusy={isSubmitting}>
          {submitLabel}
        </Button>
        {isSubmitting && onCancel && (
          <Button variant="secondary" size="lg" onClick={onCancel}>
            {t('studio.upload.cancel')}
          </Button>
        )}
      </div>
    </div>
  );
}
