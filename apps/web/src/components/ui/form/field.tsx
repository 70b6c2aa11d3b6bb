import { useId, type ReactNode } from 'react';
import { HINT_CLASS, LABEL_CLASS } from './control-styles';
import { FieldError } from './field-error';

/** What the control inside a `Field` spreads, so its label, hint and error are announced with it. */
export interface TControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

interface TFieldProps {
  label: ReactNode;
  /** Read out but not shown, where the control's surroundings already say what it is for. */
  isLabelHidden?: boolean;
  /** The control's id; made up when not given. */
  id?: string;
  isRequired?: boolean;
  /** Help under the control, read out with it. */
  hint?: ReactNode;
  error?: string;
  /** Where the error goes: `useFieldErrors().errorId(field)` when the server's errors land here. */
  errorId?: string;
  /** Invalid even without a message of its own (the message is said once for the whole form). */
  isInvalid?: boolean;
  /** Further ids the control is described by, such as a message for the whole form. */
  describedBy?: string;
  className?: string;
  children: (control: TControlProps) => ReactNode;
}

/** A label, the control, an optional hint and the field's error, wired together by ids. */
export function Field({
  label,
  isLabelHidden = false,
  id,
  isRequired = false,
  hint,
  error,
  errorId,
  isInvalid = error !== undefined && error !== '',
  describedBy,
  className,
  children,
}: TFieldProps) {
  const madeUpId = useId();
  const controlId = id ?? madeUpId;
  const hintId = `${controlId}-hint`;
  const messageId = errorId ?? `${controlId}-error`;
  const describedByIds = [hint ? hintId : null, isInvalid ? messageId : null, describedBy ?? null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className={className}>
      <label htmlFor={controlId} className={isLabelHidden ? 'sr-only' : LABEL_CLASS}>
        {label}
        {isRequired && (
          <span aria-hidden="true" className="ml-0.5 text-brand-300">
            *
          </span>
        )}
      </label>
      <div className={isLabelHidden ? undefined : 'mt-1.5'}>
        {children({
          id: controlId,
          'aria-describedby': describedByIds || undefined,
          'aria-invalid': isInvalid || undefined,
          'aria-required': isRequired || undefined,
        })}
      </div>
      {hint && (
        <p id={hintId} className={HINT_CLASS}>
          {hint}
        </p>
      )}
      <FieldError id={messageId} message={error} />
    </div>
  );
}
