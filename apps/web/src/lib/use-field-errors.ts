import { useCallback, useId, useState } from 'react';
import { isApiError } from './api-error';
import { toastError } from './toast-error';

type TFieldErrors<TField extends string> = Partial<Record<TField, string>>;

/** Keeps the field errors a form can show; `undefined` when there are none. */
export function pickFieldErrors<TField extends string>(
  error: unknown,
  fields: readonly TField[],
): TFieldErrors<TField> | undefined {
  if (!isApiError(error)) return undefined;
  const picked: TFieldErrors<TField> = {};
  for (const field of fields) {
    const message = error.fieldErrors[field];
    if (message !== undefined) picked[field] = message;
  }
  return Object.keys(picked).length > 0 ? picked : undefined;
}

/**
 * Maps an `ApiError`'s `fieldErrors` onto the form's inputs; a failure with none of
 * this form's fields becomes a toast, so no error is ever silent.
 *
 *   const fields = useFieldErrors(['email', 'password']);
 *   mutation.mutate(values, { onError: fields.handleError });
 *   <Field label="Email" error={fields.errors.email} errorId={fields.errorId('email')}>
 *     {(control) => <input name="email" {...control} />}
 *   </Field>
 */
export function useFieldErrors<const TField extends string>(fields: readonly TField[]) {
  const [errors, setErrors] = useState<TFieldErrors<TField>>({});
  const baseId = useId();

  const handleError = (error: unknown) => {
    const picked = pickFieldErrors(error, fields);
    setErrors(picked ?? {});
    if (!picked) toastError(error);
  };

  const clearError = useCallback((field: TField) => {
    setErrors((current) => {
      if (current[field] === undefined) return current;
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  const reset = useCallback(() => setErrors({}), []);

  const errorId = (field: TField) => `${baseId}-${field}-error`;

  return { errors, handleError, clearError, reset, errorId };
}
