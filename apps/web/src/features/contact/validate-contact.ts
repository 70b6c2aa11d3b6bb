import { formatMegabytes, MAX_SCREENSHOT_BYTES } from '@beatpasal/shared/constants';
import {
  CONTACT_MESSAGES,
  MAX_CONTACT_MESSAGE,
  ZContactInput,
  type TContactInput,
} from '@beatpasal/shared/schemas/contact';
import { translateIssue } from '../../lib/i18n/language-store';
import type { TTranslate } from '../../lib/i18n/translate';
import type { TContactErrors, TContactField, TContactValues } from './contact-fields';

export type TContactCheck =
  { isValid: true; input: TContactInput } | { isValid: false; isMissingRequired: boolean; errors: TContactErrors };

/**
 * The form shows its own shorter wording for some rules; any other rule in the shared catalog's
 * translation. An issue's message is its message's key (decision record 077).
 */
function localise(issueMessage: string, t: TTranslate): string {
  switch (issueMessage) {
    case CONTACT_MESSAGES.required.key:
      return t('pages.contact.errors.fieldRequired');
    case CONTACT_MESSAGES.phoneInvalid.key:
      return t('pages.contact.errors.phoneInvalid');
    case CONTACT_MESSAGES.messageTooLong.key:
      return t('pages.contact.errors.messageTooLong', { max: MAX_CONTACT_MESSAGE });
    case CONTACT_MESSAGES.tooLong.key:
      return t('pages.contact.errors.tooLong');
    default:
      return translateIssue(issueMessage);
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
    if (issue.message === CONTACT_MESSAGES.required.key) isMissingRequired = true;
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
