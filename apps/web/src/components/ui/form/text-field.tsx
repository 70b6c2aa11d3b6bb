import type { ComponentProps, ReactNode } from 'react';
import { INPUT_CLASS } from './control-styles';
import { Field } from './field';

interface TTextFieldProps extends Omit<ComponentProps<'input'>, 'id'> {
  label: string;
  hint?: ReactNode;
  error?: string;
  isInvalid?: boolean;
  errorId?: string;
}

/** A text input with its label, hint and error (see `Field`). */
export function TextField({ label, hint, error, isInvalid, errorId, className, ...input }: TTextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} isInvalid={isInvalid} errorId={errorId} className={className}>
      {(control) => <input {...input} {...control} className={INPUT_CLASS} />}
    </Field>
  );
}

interface TTextAreaFieldProps extends Omit<ComponentProps<'textarea'>, 'id'> {
  label: string;
  hint?: ReactNode;
  error?: string;
  isInvalid?: boolean;
  errorId?: string;
}

/** A textarea with its label, hint and error (see `Field`). */
export function TextAreaField({
  label,
  hint,
  error,
  isInvalid,
  errorId,
  className,
  rows = 4,
  ...textarea
}: TTextAreaFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} isInvalid={isInvalid} errorId={errorId} className={className}>
      {(control) => <textarea rows={rows} {...textarea} {...control} className={`${INPUT_CLASS} resize-y`} />}
    </Field>
  );
}
