import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n';
import { summariseErrors, type TTrackFormErrors } from '../lib/validate-track-form';
import { LINK_CLASS } from './form-styles';

/** A failure that belongs to no field; an incomplete profile (403) comes with the way to fix it. */
export interface TFormProblem {
  message: string;
  needsProfile: boolean;
}

interface TFormFooterProps {
  errors: TTrackFormErrors;
  problem: TFormProblem | null;
  isSubmitting: boolean;
  submitLabel: string;
  progress: ReactNode;
  onCancel: (() => void) | undefined;
}

/** What is still wrong, said beside the button the artist just pressed, then the button itself. */
export function FormFooter({ errors, problem, isSubmitting, submitLabel, progress, onCancel }: TFormFooterProps) {
  const t = useT();
  const messages = summariseErrors(errors);
  return (
    <div className="space-y-4">
      <div role="alert" className="empty:hidden">
        {messages.length > 0 && (
          <div className="rounded-xl border border-red-400/40 bg-red-950/40 p-4 text-sm text-red-200">
            <p className="font-semibold">{t('studio.form.errorSummary')}</p>
            <ul className="mt-1 list-disc space-y-0.5 pl-5">
              {messages.map((message) => (
                <li key={message}>{message}</li>
              ))}
            </ul>
          </div>
        )}
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
