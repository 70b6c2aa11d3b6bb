import { ZOk } from '@beatpasal/shared/schemas/account-api';
import type { TContactInput } from '@beatpasal/shared/schemas/contact';
import { apiUpload } from '../../../lib/api-client';

export interface TContactSubmission {
  input: TContactInput;
  screenshot: File | null;
}

/** POST /api/contact as multipart; `onProgress` reports the upload as a fraction from 0 to 1. */
export function sendContactMessage({ input, screenshot }: TContactSubmission, onProgress: (fraction: number) => void) {
  const form = new FormData();
  for (const [field, value] of Object.entries(input)) form.set(field, value);
  // The file goes last so the text fields are read before the largest part of the body.
  if (screenshot) form.set('screenshot', screenshot);
  return apiUpload('/api/contact', form, onProgress, { schema: ZOk });
}
