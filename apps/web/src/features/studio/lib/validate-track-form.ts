import { UPLOAD_MESSAGES } from '@beatpasal/shared/schemas/account-api';
import { MAX_AUDIO_BYTES, MAX_IMAGE_BYTES, MAX_VOICE_TAG_BYTES } from '@beatpasal/shared/constants';
import { MY_TRACK_MESSAGES } from '@beatpasal/shared/schemas/my-tracks';
import { TRACK_MESSAGES, ZTrackEditInput, ZTrackUploadInput } from '@beatpasal/shared/schemas/tracks';
import { toTrackInput, type TLicenceDraft, type TTrackFormValues } from './track-form-values';
import { messageOfKey, type TMessage } from '@beatpasal/shared/message-keys';
import { translateMessage } from '../../../lib/i18n/language-store';

/**
 * Keys are the form's field names ('title', 'audio', 'licences') or one licence's input
 * ('licences.lease.priceNpr'), so each message sits under the input it is about. What the
 * fields show, in the page's language.
 */
export type TTrackFormErrors = Record<string, string>;

/**
 * The form's problems under the same keys: a message of a shared catalog, translated when shown,
 * or a text (the server's, already translated) shown as it is.
 */
export type TTrackFormProblems = Record<string, TMessage | string>;

export interface TTrackFiles {
  audio: File | null;
  cover: File | null;
  voiceTag: File | null;
}

export type TTrackFormMode = 'upload' | 'edit';

/** A schema or server path (['licences', 0, 'priceNpr'] or 'licences.0.priceNpr') as a form key. */
export function errorKey(path: readonly PropertyKey[] | string, licences: readonly TLicenceDraft[]): string {
  const parts = typeof path === 'string' ? path.split('.') : path.map(String);
  const [head = '', index, field] = parts;
  if (head !== 'licences') return head;
  const kind = index === undefined ? undefined : licences[Number(index)]?.kind;
  return kind && field ? `licences.${kind}.${field}` : 'licences';
}

export function addError(errors: TTrackFormProblems, key: string, message: TMessage | string): void {
  errors[key] ??= message;
}

/** The server's field errors in the form's keys. */
export function formErrorsFromServer(
  fieldErrors: Record<string, string>,
  licences: readonly TLicenceDraft[],
): TTrackFormProblems {
  const errors: TTrackFormProblems = {};
  for (const [path, message] of Object.entries(fieldErrors)) addError(errors, errorKey(path, licences), message);
  return errors;
}

const FILE_LIMITS: Record<keyof TTrackFiles, { bytes: number; message: TMessage }> = {
  audio: { bytes: MAX_AUDIO_BYTES, message: MY_TRACK_MESSAGES.audioTooLarge },
  voiceTag: { bytes: MAX_VOICE_TAG_BYTES, message: MY_TRACK_MESSAGES.voiceTagTooLarge },
  cover: { bytes: MAX_IMAGE_BYTES, message: UPLOAD_MESSAGES.imageTooLarge },
};

/**
 * A chosen file over its limit, said as soon as it is picked. The server has the last word (and
 * checks what the bytes are); this spares a phone uploading 300 MB only to be told no.
 */
export function checkFileSize(field: keyof TTrackFiles, file: File | null): TMessage | undefined {
  const limit = FILE_LIMITS[field];
  return file && file.size > limit.bytes ? limit.message : undefined;
}

function checkFiles(files: TTrackFiles, mode: TTrackFormMode, errors: TTrackFormProblems): void {
  if (mode === 'upload' && !files.audio) addError(errors, 'audio', TRACK_MESSAGES.required);
  for (const field of ['audio', 'voiceTag', 'cover'] as const) {
    const message = checkFileSize(field, files[field]);
    if (message) addError(errors, field, message);
  }
}

/** Checks the form with the server's own schema; the spec's messages come from it (§5). */
export function validateTrackForm(
  values: TTrackFormValues,
  files: TTrackFiles,
  mode: TTrackFormMode,
): TTrackFormProblems {
  const schema = mode === 'upload' ? ZTrackUploadInput : ZTrackEditInput;
  const result = schema.safeParse(toTrackInput(values));
  const errors: TTrackFormProblems = {};
  if (!result.success) {
    // The schema gives each issue its message's key; zod's own wording is kept as it is.
    for (const issue of result.error.issues)
      addError(errors, errorKey(issue.path, values.licences), messageOfKey(issue.message) ?? issue.message);
  }
  checkFiles(files, mode, errors);
  return errors;
}

const shown = (message: TMessage | string) => (typeof message === 'string' ? message : translateMessage(message));

/**
 * What each field shows under itself: a short word for a missing value instead of the spec's
 * sentence (which the summary says once), and no set-wide licence message on top of a licence's own.
 */
export function errorsForFields(errors: TTrackFormProblems, requiredText: string): TTrackFormErrors {
  const hasLicenceError = Object.keys(errors).some((key) => key.startsWith('licences.'));
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([key]) => !(key === 'licences' && hasLicenceError))
      .map(([key, message]) => [key, message === TRACK_MESSAGES.required ? requiredText : shown(message)]),
  );
}

/** Each distinct message once, in the page's language, for the summary at the top of the form. */
export function summariseErrors(errors: TTrackFormProblems): string[] {
  return [...new Set(Object.values(errors).map(shown))];
}
