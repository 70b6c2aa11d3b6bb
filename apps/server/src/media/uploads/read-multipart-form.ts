import { createWriteStream } from 'node:fs';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import type { z } from 'zod';
import { MAX_IMAGE_BYTES } from '@beatpasal/shared/constants';
import { UPLOAD_MESSAGES } from '@beatpasal/shared/schemas/account-api';
import type { TMessage } from '@beatpasal/shared/message-keys';
import { AppError } from '../../errors/app-error';
import { invalidInput, issuesOf } from '../../errors/invalid-input';
import { withTempDir } from '../audio/temp-dirs';
import { toFormError, type FileFieldRule } from './form-errors';

/** A file part streamed to the request's private temp directory; gone once the request is answered. */
export interface UploadedFile {
  path: string;
  size: number;
  /** As the browser sent them: for logs only, never trusted for type or storage name. */
  filename: string;
  mimetype: string;
}

export const IMAGE_FILE: FileFieldRule = { maxBytes: MAX_IMAGE_BYTES, tooLargeMessage: UPLOAD_MESSAGES.imageTooLarge };

export interface ReadFormOptions<F extends string> {
  /** The file fields this form takes; any other file part is refused at once. */
  files: Readonly<Record<F, FileFieldRule>>;
  /** The 415 message for a body that is not multipart/form-data. */
  unsupportedMessage?: TMessage;
}

export interface MultipartForm<F extends string> {
  fields: Record<string, string>;
  files: Partial<Record<F, UploadedFile>>;
}

const MAX_FIELDS = 40;
const MAX_FIELD_BYTES = 64 * 1024;
const MAX_FIELD_NAME_LENGTH = 100;
/** A part's headers are a Content-Disposition and a Content-Type; more is not a browser's form. */
const MAX_PART_HEADER_BYTES = 8 * 1024;

/** Small images (≤ 10 MB) are decoded from memory once the whole form is in; audio stays on disk. */
export function readUploadedBytes(file: UploadedFile): Promise<Buffer>;
export function readUploadedBytes(file: UploadedFile | undefined): Promise<Buffer | undefined>;
export async function readUploadedBytes(file: UploadedFile | undefined): Promise<Buffer | undefined> {
  return file && readFile(file.path);
}

const malformed = () => new AppError('BAD_REQUEST', { userMessage: UPLOAD_MESSAGES.malformedForm });

/** Counts bytes on their way to disk and stops the upload as soon as the field's limit is passed. */
function sizeGuard(rule: FileFieldRule, counter: { size: number }) {
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      counter.size += chunk.length;
      if (counter.size > rule.maxBytes)
        callback(new AppError('PAYLOAD_TOO_LARGE', { userMessage: rule.tooLargeMessage }));
      else callback(null, chunk);
    },
  });
}

async function saveFile(part: MultipartFile, file: string, rule: FileFieldRule): Promise<UploadedFile | null> {
  const counter = { size: 0 };
  await pipeline(part.file, sizeGuard(rule, counter), createWriteStream(file, { flags: 'wx' }));
  if (part.file.truncated) throw new AppError('PAYLOAD_TOO_LARGE', { userMessage: rule.tooLargeMessage });
  // A file input left empty by the browser sends an empty part without a name: no file.
  if (counter.size === 0 && part.filename === '') {
    await rm(file);
    return null;
  }
  return { path: file, size: counter.size, filename: part.filename, mimetype: part.mimetype };
}

function addField(fields: Record<string, string>, part: MultipartValue): void {
  if (part.fieldnameTruncated || part.fieldname.length > MAX_FIELD_NAME_LENGTH) throw malformed();
  if (part.valueTruncated) throw new AppError('PAYLOAD_TOO_LARGE', { userMessage: UPLOAD_MESSAGES.fieldTooLong });
  // Browsers send every line break of a form field as CRLF; we store plain LF.
  if (typeof part.value === 'string' && !Object.hasOwn(fields, part.fieldname))
    fields[part.fieldname] = part.value.replace(/\r\n?/g, '\n');
}

/** Refuses at once a body that says it is larger than every file at its limit plus the text fields. */
function refuseDeclaredOversize(request: FastifyRequest, rules: Readonly<Record<string, FileFieldRule>>): void {
  const largest = Object.values(rules).reduce((max, rule) => (rule.maxBytes > max.maxBytes ? rule : max));
  const allowed = Object.values(rules).reduce((sum, rule) => sum + rule.maxBytes, MAX_FIELDS * MAX_FIELD_BYTES);
  if (Number(request.headers['content-length'] ?? 0) > allowed)
    throw new AppError('PAYLOAD_TOO_LARGE', { userMessage: largest.tooLargeMessage });
}

/**
 * Reads a multipart/form-data body as it arrives: text fields into strings, each expected file
 * straight to a file in `dir` (never wholly into memory). Anything wrong (an unexpected or
 * repeated file field, a file over its limit, a broken body) stops reading at once with a 4xx.
 */
export async function readMultipartForm<F extends string>(
  request: FastifyRequest,
  dir: string,
  options: ReadFormOptions<F>,
): Promise<MultipartForm<F>> {
  if (!request.isMultipart())
    throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
      userMessage: options.unsupportedMessage ?? UPLOAD_MESSAGES.sendMultipart,
    });
  const rules: Readonly<Record<string, FileFieldRule>> = options.files;
  refuseDeclaredOversize(request, rules);
  const form: MultipartForm<F> = { fields: {}, files: {} };
  const files = form.files as Record<string, UploadedFile>;
  const limits = {
    fields: MAX_FIELDS,
    fieldSize: MAX_FIELD_BYTES,
    files: Object.keys(rules).length * 2,
    fileSize: Math.max(...Object.values(rules).map((rule) => rule.maxBytes)),
    headerPairs: 8,
    headerSize: MAX_PART_HEADER_BYTES,
  };
  let partCount = 0;
  try {
    for await (const part of request.parts({ limits })) {
      partCount += 1;
      if (part.type === 'field') {
        addField(form.fields, part);
        continue;
      }
      const rule = Object.hasOwn(rules, part.fieldname) ? rules[part.fieldname] : undefined;
      if (!rule) throw new AppError('BAD_REQUEST', { userMessage: UPLOAD_MESSAGES.unexpectedFile });
      if (files[part.fieldname]) throw new AppError('BAD_REQUEST', { userMessage: UPLOAD_MESSAGES.duplicateFile });
      const saved = await saveFile(part, path.join(dir, `upload-${part.fieldname}`), rule);
      if (saved) files[part.fieldname] = saved;
    }
  } catch (error) {
    throw toFormError(error, rules);
  }
  if (partCount === 0) throw malformed();
  // The client has sent all we need. The idle timeout is for waiting on it, not for our own work on
  // the files, which may be longer (decoding a 15-minute master on a busy machine). Sockets of
  // app.inject() have no timer.
  const { socket } = request.raw;
  if (typeof socket.setTimeout === 'function') socket.setTimeout(0);
  return form;
}

/** Reads the form into a private temp directory, runs `work` on it, and removes the files whatever happens. */
export function withMultipartForm<F extends string, T>(
  request: FastifyRequest,
  options: ReadFormOptions<F>,
  work: (form: MultipartForm<F>) => Promise<T>,
): Promise<T> {
  return withTempDir(async (dir) => work(await readMultipartForm(request, dir, options)));
}

/** Validates text fields with a shared schema: the first problem is the message, all of them field errors. */
export function parseFormFields<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const result = schema.safeParse(fields);
  if (result.success) return result.data;
  throw invalidInput(issuesOf(result.error));
}
