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
