import { formatMegabytes, MAX_SCREENSHOT_BYTES } from '@beatpasal/shared/constants';
import {
  CONTACT_MESSAGES,
  MAX_CONTACT_MESSAGE,
  ZContactInput,
  type TContactInput,
} from '@beatpasal/shared/schemas/contact';
import { keyFor, messageKeyOf } from '@beatpasal/shared/message-keys';
import { translateSharedText } from '../../lib/i18n/language-store';
import type { TTranslate } from '../../lib/i18n/translate';
import type { TContactErrors, TContactField, TContactValues } from './contact-fields';

export type TContactCheck =
  { isValid: true; input: TContactInput } | { isValid: false; isMissingRequired: boolean; errors: TContactErrors };

/** The form shows its own shorter wording for some rules; any other rule in the shared catalog's translation. */
function localise(message: string, t: TTranslate): string {
  switch (messageKeyOf(message)) {
    case keyFor(CONTACT_MESSAGES, 'required'):
      return t('pages.contact.errors.fieldRequired');
    case keyFor(CONTACT_MESSAGES, 'phoneInvalid'):
      return t('pages.contact.errors.phoneInvalid');
    case keyFor(CONTACT_MESSAGES, 'messageTooLong'):
      return t('pages.contact.errors.messageTooLong', { max: MAX_CONTACT_MESSAGE });
    case keyFor(CONTACT_MESSAGES, 'tooLong'):
      return t('pages.contact.errors.tooLong');
    default:
      return translateSharedText(message);
  }
}

/** The same schema the server parses with, so the browser refuses exactly what the server would. */
export function validateContact(values: TContactValues, t: TTranslate): TContactCheck {
  const parsed = ZContactInput.safeParse(values);
  if (parsed.success) return { isValid: true, input: parsed.data };
  const errors: TContactErrors = {};
  let isMissingRequired = false;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as TContactField;
    if (messageKeyOf(issue.message) === keyFor(CONTACT_MESSAGES, 'required')) isMissingRequired = true;
    errors[field] ??= localise(issue.message, t);
  }
  return { isValid: false, isMissingRequired, errors };
}

/**
 * A first check before spending mobile data on an upload; the server decides from the bytes.
 * Some phones give no type for a picture, so only a type that is clearly not an image is refused.
 */
export function checkScreenshot(file: File, t: TTranslate): string | undefined {
  if (file.type !== '' && !file.type.startsWith('image/')) return t('pages.contact.errors.screenshotNotImage');
  if (file.size > MAX_SCREENSHOT_BYTES) {
    return t('pages.contact.errors.screenshotTooLarge', { size: formatMegabytes(MAX_SCREENSHOT_BYTES) });
  }
  return undefined;
}
