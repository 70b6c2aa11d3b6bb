import { MAX_IMAGE_BYTES } from '@beatpasal/shared/constants';
import { UPLOAD_MESSAGES } from '@beatpasal/shared/schemas/account-api';
import type { TMessage } from '@beatpasal/shared/message-keys';
import { formError } from '../../../lib/api-error';

export interface TImageRule {
  /** The form's file input name. */
  name: string;
  /** The message when no file is chosen and none is saved; undefined when optional. */
  requiredMessage?: TMessage;
  hasSaved: boolean;
}

/** A file input left empty still sends an empty file. */
export function chosenFile(form: FormData, name: string): File | null {
  const value = form.get(name);
  return value instanceof File && value.size > 0 ? value : null;
}

/**
 * Before uploading megabytes over mobile data: every required image is there or already saved,
 * and none is over the size limit. Throws the field errors the server would give.
 */
export function checkImages(form: FormData, rules: readonly TImageRule[]): void {
  const fieldErrors: Record<string, TMessage> = {};
  for (const rule of rules) {
    const file = chosenFile(form, rule.name);
    if (!file && !rule.hasSaved && rule.requiredMessage) fieldErrors[rule.name] = rule.requiredMessage;
    if (file && file.size > MAX_IMAGE_BYTES) fieldErrors[rule.name] = UPLOAD_MESSAGES.imageTooLarge;
  }
  const first = Object.values(fieldErrors)[0];
  if (first === undefined) return;
  throw formError(first, fieldErrors);
}
