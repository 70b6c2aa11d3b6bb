import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n/i18n';
import { toastError } from '../../../lib/toast-error';
import { pickFieldErrors } from '../../../lib/use-field-errors';
import { sendContactMessage, type TContactSubmission } from '../api/send-contact-message';
import {
  CONTACT_FIELDS,
  EMPTY_CONTACT_VALUES,
  type TContactErrors,
  type TContactField,
  type TContactTextField,
  type TContactValues,
} from '../contact-fields';
import { checkScreenshot, validateContact } from '../validate-contact';

/** Server refusals of the file itself; they belong under the screenshot input rather than in a toast. */
const SCREENSHOT_ERROR_CODES = new Set(['UNSUPPORTED_MEDIA_TYPE', 'PAYLOAD_TOO_LARGE']);

function serverErrors(error: unknown, hasScreenshot: boolean): TContactErrors | undefined {
  const picked = pickFieldErrors(error, CONTACT_FIELDS);
  if (picked) return picked;
  if (hasScreenshot && isApiError(error) && SCREENSHOT_ERROR_CODES.has(error.code))
    return { screenshot: error.message };
  return undefined;
}

/**
 * The contact form's state (spec §4: idle, sending, success or error). Every failure reaches the
 * person: the required-fields message, an error under each field, or a toast with the server's words.
 */
export function useContactForm() {
  const t = useT();
  const [values, setValues] = useState<TContactValues>(EMPTY_CONTACT_VALUES);
  const [screenshot, setScreenshotFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<TContactErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (submission: TContactSubmission) => sendContactMessage(submission, setProgress),
  });

  const forget = (field: TContactField) => {
    setErrors(({ [field]: _dropped, ...rest }) => rest);
    if (mutation.isSuccess) mutation.reset();
  };

  const setValue = (field: TContactTextField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    forget(field);
  };

  const setScreenshot = (file: File | null) => {
    setScreenshotFile(file);
    forget('screenshot');
    const problem = file ? checkScreenshot(file, t) : undefined;
    if (problem) setErrors((current) => ({ ...current, screenshot: problem }));
  };

  /** Returns the first field to focus when the form cannot be sent, so the caller can move focus there. */
  const submit = (): TContactField | undefined => {
    setFormError(null);
    const check = validateContact(values, t);
    const screenshotProblem = screenshot ? checkScreenshot(screenshot, t) : undefined;
    const found: TContactErrors = check.isValid ? {} : { ...check.errors };
    if (screenshotProblem) found.screenshot = screenshotProblem;
    if (!check.isValid || screenshotProblem) {
      setErrors(found);
      if (!check.isValid && check.isMissingRequired) setFormError(t('pages.contact.errors.required'));
      return CONTACT_FIELDS.find((field) => found[field] !== undefined);
    }
    setErrors({});
    setProgress(0);
    mutation.mutate(
      { input: check.input, screenshot },
      {
        onSuccess: () => {
          setValues(EMPTY_CONTACT_VALUES);
          setScreenshotFile(null);
        },
        onError: (error) => {
          const fieldErrors = serverErrors(error, screenshot !== null);
          if (fieldErrors) setErrors(fieldErrors);
          else toastError(error);
        },
      },
    );
    return undefined;
  };

  return {
    values,
    screenshot,
    errors,
    formError,
    progress,
    isSending: mutation.isPending,
    isSent: mutation.isSuccess,
    setValue,
    setScreenshot,
    submit,
  };
}
