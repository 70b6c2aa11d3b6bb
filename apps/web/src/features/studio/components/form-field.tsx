import type { ReactNode } from 'react';
import { FieldError } from '../../../components/ui/field-error';
import { HINT_CLASS, LABEL_CLASS } from './form-styles';

export interface TControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

interface TFormFieldProps {
  /** The control's id; its hint and error ids derive from it. */
  id: string;
  label: string;
  isRequired?: boolean;
  hint?: ReactNode;
  error: string | undefined;
  className?: string;
  children: (control: TControlProps) => ReactNode;
}

/** Label, control, hint and error, wired together for screen readers. */
export function FormField({ id, label, isRequired = false, hint, error, className, children }: TFormFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className={LABEL_CLASS}>
        {label}
        {isRequired && (
          <span aria-hidden="true" className="ml-0.5 text-brand-300">
            *
          </span>
        )}
      </label>
      <div className="mt-1.5">
        {children({ id, 'aria-describedby': describedBy, 'aria-invalid': error ? true : undefined })}
      </div>
      {hint && (
        <p id={hintId} className={HINT_CLASS}>
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
