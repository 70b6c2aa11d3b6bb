import type { FastifyRequest } from 'fastify';
import { MAX_AUDIO_BYTES, MAX_SCREENSHOT_BYTES } from '@beatpasal/shared/constants';
import { PURCHASE_MESSAGES, ZProofFields, type TProofFields } from '@beatpasal/shared/schemas/purchases';
import { AppError } from '../../errors/app-error';
import { parseFormFields, readMultipartForm } from '../../media/uploads/read-multipart-form';
import { readTrackUpload } from '../me-tracks/read-track-upload';

const required = (field: string, message: string) => new AppError('BAD_REQUEST', { userMessage: message, fieldErrors: { [field]: message } });

/** The proof form: file `screenshot`, fields `wallet` and `transactionId`. The only place that knows the multipart reader's shape. */
export async function readProofForm(request: FastifyRequest): Promise<TProofFields & { screenshot: Buffer }> {
  const { fields, files } = await readMultipartForm(request, {
    fileFields: ['screenshot'],
    maxFileBytes: MAX_SCREENSHOT_BYTES,
    tooLargeMessage: PURCHASE_MESSAGES.screenshotTooLarge,
  });
  const screenshot = files.screenshot?.bytes;
  if (!screenshot || screenshot.length === 0) throw required('screenshot', PURCHASE_MESSAGES.screenshotRequired);
  return { ...parseFormFields(ZProofFields, fields), screenshot };
}

/** The alternate-file form: file `alternate`, streamed to a file in `dir` (it can be as large as a master). */
export async function readAlternateForm(request: FastifyRequest, dir: string): Promise<string> {
  const form = await readTrackUpload(request, dir, {
    alternate: { maxBytes: MAX_AUDIO_BYTES, tooLargeMessage: PURCHASE_MESSAGES.alternateTooLarge, toDisk: true },
  });
  const file = form.paths.alternate;
  if (!file) throw required('alternate', PURCHASE_MESSAGES.alternateRequired);
  return file;
}
