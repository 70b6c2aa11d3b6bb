import type { FastifyRequest } from 'fastify';
import { MAX_AUDIO_BYTES, MAX_SCREENSHOT_BYTES } from '@beatpasal/shared/constants';
import { PURCHASE_MESSAGES, ZProofFields, type TProofFields } from '@beatpasal/shared/schemas/purchases';
import { AppError } from '../../errors/app-error';
import {
  parseFormFields,
  readMultipartForm,
  readUploadedBytes,
  withMultipartForm,
} from '../../media/uploads/read-multipart-form';
import { formBody } from '../../media/uploads/form-doc';
import type { TMessage } from '@beatpasal/shared/message-keys';

const PROOF_FILES = {
  screenshot: { maxBytes: MAX_SCREENSHOT_BYTES, tooLargeMessage: PURCHASE_MESSAGES.screenshotTooLarge },
};
const ALTERNATE_FILES = {
  alternate: { maxBytes: MAX_AUDIO_BYTES, tooLargeMessage: PURCHASE_MESSAGES.alternateTooLarge },
};

export const PROOF_FORM_DOC = formBody(ZProofFields, {
  screenshot: {
    ...PROOF_FILES.screenshot,
    isRequired: true,
    accepts: 'PNG, JPEG or WebP screenshot of the wallet receipt',
  },
});
export const ALTERNATE_FORM_DOC = formBody(
  {},
  { alternate: { ...ALTERNATE_FILES.alternate, isRequired: true, accepts: 'Audio file (MP3, WAV, FLAC, AAC, OGG)' } },
);

const required = (field: string, message: TMessage) =>
  new AppError('BAD_REQUEST', { userMessage: message, fieldErrors: { [field]: message } });

/** The proof form: file `screenshot`, fields `wallet` and `transactionId`. */
export function readProofForm(request: FastifyRequest): Promise<TProofFields & { screenshot: Buffer }> {
  return withMultipartForm(request, { files: PROOF_FILES }, async ({ fields, files }) => {
    if (!files.screenshot || files.screenshot.size === 0)
      throw required('screenshot', PURCHASE_MESSAGES.screenshotRequired);
    const proof = parseFormFields(ZProofFields, fields);
    return { ...proof, screenshot: await readUploadedBytes(files.screenshot) };
  });
}

/** The alternate-file form: file `alternate`, streamed to a file in `dir` (it can be as large as a master). */
export async function readAlternateForm(request: FastifyRequest, dir: string): Promise<string> {
  const form = await readMultipartForm(request, dir, { files: ALTERNATE_FILES });
  const file = form.files.alternate?.path;
  if (!file) throw required('alternate', PURCHASE_MESSAGES.alternateRequired);
  return file;
}
