import { useId, type ReactNode } from 'react';
import { FieldError } from '../../../components/ui/field-error';
import { LABEL_CLASS } from './styles';

export interface TControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

interface TFieldProps {
  label: string;
  /** Help under the control; read out with it. */
  hint?: ReactNode;
  /** Shown under the control. */
  error: string | undefined;
  /** Invalid even without a message of its own (the message is said once for the whole form). */
  isInvalid?: boolean;
  errorId: string;
  className?: string;
  children: (control: TControlProps) => ReactNode;
}

/** Label, control, hint and error, wired together for screen readers. */
export function Field({
  label,
  hint,
  error,
  isInvalid = error !== undefined,
  errorId,
  className,
  children,
}: TFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, isInvalid ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
      </label>
      <div className="mt-1.5">
        {children({ id, 'aria-describedby': describedBy, 'aria-invalid': isInvalid || undefined })}
      </div>
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-zinc-400">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
