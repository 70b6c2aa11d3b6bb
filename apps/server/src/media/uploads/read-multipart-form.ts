import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { UPLOAD_MESSAGES } from '@beatpasal/shared/schemas/account-api';
import { AppError } from '../../errors/app-error';

export interface UploadedFile {
  bytes: Buffer;
  /** As the browser sent them: for logs only, never trusted for type or storage name. */
  filename: string;
  mimetype: string;
}

export interface MultipartForm<F extends string> {
  fields: Record<string, string>;
  files: Partial<Record<F, UploadedFile>>;
}

export interface ReadFormOptions<F extends string> {
  fileFields: readonly F[];
  maxFileBytes: number;
  tooLargeMessage: string;
}

function isTooLarge(error: unknown): boolean {
  return error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';
}

/**
 * Reads a multipart/form-data body into text fields and in-memory files (images are at most a
 * few MB), with line breaks as LF. A file input left empty by the browser counts as no file; an unknown or repeated file
 * field is refused after the body has been read to its end.
 */
export async function readMultipartForm<F extends string>(
  request: FastifyRequest,
  options: ReadFormOptions<F>,
): Promise<MultipartForm<F>> {
  if (!request.isMultipart()) {
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', { userMessage: 'Send this form as multipart/form-data.' });
  }
  const fields: Record<string, string> = {};
  const files: Partial<Record<F, UploadedFile>> = {};
  let problem: string | null = null;
  const isExpected = (name: string): name is F => (options.fileFields as readonly string[]).includes(name);

  for await (const part of request.parts({ limits: { fileSize: options.maxFileBytes } })) {
    if (part.type === 'field') {
      // Browsers send every line break of a form field as CRLF; we store plain LF.
      if (typeof part.value === 'string' && !Object.hasOwn(fields, part.fieldname)) fields[part.fieldname] = part.value.replace(/\r\n?/g, '\n');
      continue;
    }
    const bytes = await part.toBuffer().catch((error: unknown) => {
      if (isTooLarge(error)) throw new AppError('PAYLOAD_TOO_LARGE', { userMessage: options.tooLargeMessage, cause: error });
      throw error;
    });
    if (bytes.length === 0 && part.filename === '') continue;
    if (!isExpected(part.fieldname)) problem ??= UPLOAD_MESSAGES.unexpectedFile;
    else if (files[part.fieldname]) problem ??= UPLOAD_MESSAGES.duplicateFile;
    else files[part.fieldname] = { bytes, filename: part.filename, mimetype: part.mimetype };
  }
  if (problem !== null) throw new AppError('BAD_REQUEST', { userMessage: problem });
  return { fields, files };
}

/** Validates text fields with a shared schema: the first problem is the message, all of them field errors. */
export function parseFormFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  const fieldErrors: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.');
    if (field && !fieldErrors[field]) fieldErrors[field] = issue.message;
  }
  throw new AppError('BAD_REQUEST', { userMessage: result.error.issues[0]?.message, fieldErrors });
}
