import type { ReactNode } from 'react';
import { FieldError } from '../../../components/ui/field-error';

/** What the input inside a `FormField` spreads, so its label, hint and error are announced with it. */
export interface TControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
  'aria-describedby': string | undefined;
}

interface TFormFieldProps {
  id: string;
  label: string;
  isRequired?: boolean;
  hint?: string;
  error?: string;
  className?: string;
  children: (control: TControlProps) => ReactNode;
}

/** A label, the control, an optional hint and the field's error, wired together by ids. */
export function FormField({ id, label, isRequired = false, hint, error, className, children }: TFormFieldProps) {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : undefined, error ? errorId : undefined].filter(Boolean).join(' ');
  return (
    <div className={className}>
      <label htmlFor={id} className="text-sm font-semibold text-zinc-100">
        {label}
        {isRequired && (
          <span aria-hidden="true" className="ml-0.5 text-brand-400">
            *
          </span>
        )}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-required': isRequired || undefined,
        'aria-describedby': describedBy || undefined,
      })}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-zinc-400">
          {hint}
        </p>
      )}
      <FieldError id={errorId} message={error} />
    </div>
  );
}
