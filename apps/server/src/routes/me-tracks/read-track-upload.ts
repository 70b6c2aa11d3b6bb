import { createWriteStream } from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import { MAX_AUDIO_BYTES } from '@beatpasal/shared/constants';
import { UPLOAD_MESSAGES } from '@beatpasal/shared/schemas/account-api';
import { MY_TRACK_MESSAGES } from '@beatpasal/shared/schemas/my-tracks';
import { AppError } from '../../errors/app-error';

/** A file field: streamed to a temp file (audio masters) or held in memory (a cover, a voice tag). */
export interface FileFieldSpec {
  maxBytes: number;
  tooLargeMessage: string;
  toDisk: boolean;
}

export interface TrackUploadForm {
  fields: Record<string, string>;
  /** Path of each file streamed to disk, by field. */
  paths: Record<string, string>;
  buffers: Record<string, Buffer>;
}

const MAX_FIELDS = 20;
const MAX_FIELD_BYTES = 64 * 1024;

const tooLarge = (message: string, cause?: unknown) => new AppError('PAYLOAD_TOO_LARGE', { userMessage: message, cause });

/** Reads a part into memory, but stops keeping bytes past the limit (the rest is still drained). */
async function collect(stream: Readable, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += (chunk as Buffer).length;
    if (size <= maxBytes) chunks.push(chunk as Buffer);
  }
  return size <= maxBytes ? Buffer.concat(chunks) : null;
}

function isFileTooLarge(error: unknown): error is Error & { part?: { fieldname?: string } } {
  return error instanceof Error && 'code' in error && error.code === 'FST_REQ_FILE_TOO_LARGE';
}

/**
 * Reads a multipart track form as it streams in: the audio goes straight to a file in `dir` (never
 * wholly into memory), small files are kept as buffers, text fields as strings. The whole body is
 * read before any problem is reported, so the browser sees our message rather than a reset.
 */
export async function readTrackUpload(
  request: FastifyRequest,
  dir: string,
  specs: Readonly<Record<string, FileFieldSpec>>,
): Promise<TrackUploadForm> {
  if (!request.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', { userMessage: MY_TRACK_MESSAGES.sendMultipart });
  const declared = Number(request.headers['content-length'] ?? 0);
  const allowed = Object.values(specs).reduce((sum, spec) => sum + spec.maxBytes, MAX_FIELDS * MAX_FIELD_BYTES);
  if (declared > allowed) throw tooLarge(MY_TRACK_MESSAGES.audioTooLarge);
  const form: TrackUploadForm = { fields: {}, paths: {}, buffers: {} };
  let problem: AppError | null = null;
  const limits = { fileSize: MAX_AUDIO_BYTES, files: Object.keys(specs).length + 1, fields: MAX_FIELDS, fieldSize: MAX_FIELD_BYTES };
  try {
    for await (const part of request.parts({ limits })) {
      if (part.type === 'field') {
        if (typeof part.value === 'string' && !(part.fieldname in form.fields)) form.fields[part.fieldname] = part.value;
        continue;
      }
      const spec = specs[part.fieldname];
      const isRepeat = part.fieldname in form.paths || part.fieldname in form.buffers;
      if (!spec || isRepeat) {
        part.file.resume();
        problem ??= new AppError('BAD_REQUEST', { userMessage: spec ? UPLOAD_MESSAGES.duplicateFile : UPLOAD_MESSAGES.unexpectedFile });
        continue;
      }
      if (spec.toDisk) {
        const file = path.join(dir, `upload-${part.fieldname}`);
        const output = createWriteStream(file);
        await pipeline(part.file, output);
        if (part.file.truncated) problem ??= tooLarge(spec.tooLargeMessage);
        else if (output.bytesWritten > 0 || part.filename !== '') form.paths[part.fieldname] = file;
        continue;
      }
      const bytes = await collect(part.file, spec.maxBytes);
      if (bytes === null) problem ??= tooLarge(spec.tooLargeMessage);
      else if (bytes.length > 0 || part.filename !== '') form.buffers[part.fieldname] = bytes;
    }
  } catch (error) {
    if (!isFileTooLarge(error)) throw error;
    throw tooLarge(specs[error.part?.fieldname ?? '']?.tooLargeMessage ?? MY_TRACK_MESSAGES.audioTooLarge, error);
  }
  if (problem) throw problem;
  return form;
}
