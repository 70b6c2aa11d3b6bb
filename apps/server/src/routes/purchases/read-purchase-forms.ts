import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
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
import type { UploadUse } from '../../services/uploads/take-upload';

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
/** Multipart with the file `alternate`, or JSON `{ "alternateUpload": id }` naming a finished resumable upload. */
export const ALTERNATE_FORM_DOC = {
  ...formBody(
    {},
    { alternate: { ...ALTERNATE_FILES.alternate, isRequired: true, accepts: 'Audio file (MP3, WAV, FLAC, AAC, OGG)' } },
  ),
  consumes: ['multipart/form-data', 'application/json'],
};

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

const ZAlternateUploadBody = z.object({ alternateUpload: z.string() });

/** The finished resumable upload a JSON body names, or undefined for a multipart body. */
export function readAlternateUpload(request: FastifyRequest, userId: string): UploadUse | undefined {
  if (request.isMultipart()) return undefined;
  const body = ZAlternateUploadBody.safeParse(request.body ?? {});
  if (!body.success) throw required('alternate', PURCHASE_MESSAGES.alternateRequired);
  return { userId, id: body.data.alternateUpload, kind: 'alternate' };
}

/** The alternate-file form: file `alternate`, streamed to a file in `dir` (it can be as large as a master). */
export async function readAlternateForm(request: FastifyRequest, dir: string): Promise<string> {
  const form = await readMultipartForm(request, dir, { files: ALTERNATE_FILES });
  const file = form.files.alternate?.path;
  if (!file) throw required('alternate', PURCHASE_MESSAGES.alternateRequired);
  return file;
}
