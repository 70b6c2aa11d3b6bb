import type { ComponentProps, ReactNode } from 'react';
import { DIALOG_INPUT_CLASS, INPUT_CLASS } from './control-styles';
import { Field } from './field';

const LOOKS = {
  /** Page forms (accounts, contact, studio). */
  page: `${INPUT_CLASS} resize-y`,
  /** Dialogs and the narrower admin, purchase and notice panels. */
  dialog: DIALOG_INPUT_CLASS,
};

interface TTextAreaFieldProps extends ComponentProps<'textarea'> {
  label: string;
  hint?: ReactNode;
  error?: string;
  isInvalid?: boolean;
  errorId?: string;
  isRequired?: boolean;
  /** Further ids the textarea is described by, such as a message for the whole form. */
  describedBy?: string;
  look?: keyof typeof LOOKS;
  /** Classes of the field around the textarea (its place in a grid), not of the textarea. */
  className?: string;
}

/** A textarea with its label, hint and error (see `Field`). */
export function TextAreaField({
  label,
  hint,
  error,
  isInvalid,
  errorId,
  isRequired,
  describedBy,
  id,
  look = 'page',
  className,
  rows = 4,
  ...textarea
}: TTextAreaFieldProps) {
  return (
    <Field
      label={label}
      id={id}
      hint={hint}
      error={error}
      isInvalid={isInvalid}
      errorId={errorId}
      isRequired={isRequired}
      describedBy={describedBy}
      className={className}
    >
      {(control) => <textarea rows={rows} {...textarea} {...control} className={LOOKS[look]} />}
    </Field>
  );
}
