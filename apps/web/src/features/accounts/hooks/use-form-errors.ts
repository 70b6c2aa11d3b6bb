import { useId, useState } from 'react';
import { isAbortError, isApiError } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n/i18n';
import { pickFieldErrors, useFieldErrors } from '../../../lib/use-field-errors';

/** A message that several fields share ('Please fill out all fields.') is said once, at the top. */
function repeatedMessage(messages: readonly (string | undefined)[]): string | undefined {
  const given = messages.filter((message): message is string => message !== undefined);
  return given.find((message, index) => given.indexOf(message) !== index);
}

/**
 * Field errors under their inputs, and anything that is not about one field in a message at the
 * top of the form (spec §8: the service's message is shown inline), in the page's language
 * (ApiError translates by key). The typed values are never touched.
 */
export function useFormErrors<const TField extends string>(fields: readonly TField[]) {
  const t = useT();
  const fieldErrors = useFieldErrors(fields);
  const [otherError, setOtherError] = useState<string>();
  const formErrorId = useId();
  const repeated = repeatedMessage(fields.map((name) => fieldErrors.errors[name]));

  const handleError = (error: unknown) => {
    if (isAbortError(error)) return;
    if (pickFieldErrors(error, fields)) {
      setOtherError(undefined);
      fieldErrors.handleError(error);
      return;
    }
    fieldErrors.reset();
    setOtherError(isApiError(error) ? error.message : t('errors.unexpected'));
  };

  const clear = () => {
    fieldErrors.reset();
    setOtherError(undefined);
  };

  /** Props for a field: its translated error, the id its aria-describedby points at, and clearing on edit. */
  const field = (name: TField) => {
    const message = fieldErrors.errors[name];
    const isShared = message !== undefined && message === repeated;
    return {
      name,
      error: isShared ? undefined : message,
      isInvalid: message !== undefined,
      errorId: isShared ? formErrorId : fieldErrors.errorId(name),
      onInput: () => fieldErrors.clearError(name),
    };
  };

  return { formError: otherError ?? repeated, formErrorId, handleError, clear, field };
}
