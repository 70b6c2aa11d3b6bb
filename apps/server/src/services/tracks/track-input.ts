import type { z } from 'zod';
import { MY_TRACK_MESSAGES } from '@beatpasal/shared/schemas/my-tracks';
import type { TMessage } from '@beatpasal/shared/message-keys';
import { AppError } from '../../errors/app-error';
import { invalidInput, issuesOf } from '../../errors/invalid-input';

/** The keys of the upload and edit forms; anything else in a body is ignored. */
export const TRACK_INPUT_KEYS = [
  'title',
  'genre',
  'bpm',
  'musicalKey',
  'mood',
  'tags',
  'description',
  'licences',
] as const;

function badFormat(message: TMessage, field: string): AppError {
  return new AppError('BAD_REQUEST', { userMessage: message, fieldErrors: { [field]: message } });
}

function parseJsonList(raw: string, message: TMessage, field: string): unknown {
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    throw badFormat(message, field);
  }
}

/** `["dark","808"]`, or the plain `dark, 808` a simple form might send. */
function parseTags(raw: string): unknown {
  const text = raw.trim();
  if (text.startsWith('[')) return parseJsonList(text, MY_TRACK_MESSAGES.tagsFormat, 'tags');
  return text === '' ? [] : text.split(',');
}

/** Digits become a number; anything else stays text so the schema names the problem (BPM 'abc', ''). */
function parseWholeNumber(raw: string): unknown {
  const text = raw.trim();
  return /^-?\d{1,9}$/.test(text) ? Number(text) : text;
}

/**
 * Multipart text fields in the shape the shared track schemas parse. Only the fields present are
 * returned, so an edit can send a subset; empty key and mood mean "none".
 */
export function trackInputFromFields(fields: Readonly<Record<string, string>>): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const key of TRACK_INPUT_KEYS) {
    const raw = fields[key];
    if (raw === undefined) continue;
    if (key === 'bpm') input.bpm = parseWholeNumber(raw);
    else if (key === 'tags') input.tags = parseTags(raw);
    else if (key === 'licences')
      input.licences = raw.trim() === '' ? [] : parseJsonList(raw, MY_TRACK_MESSAGES.licencesFormat, key);
    else if (key === 'musicalKey' || key === 'mood') input[key] = raw === '' ? null : raw;
    else input[key] = raw;
  }
  return input;
}

/** Only the form's keys of a JSON body, for merging an edit into the saved values. */
export function pickTrackInput(body: Readonly<Record<string, unknown>>): Record<string, unknown> {
  return Object.fromEntries(TRACK_INPUT_KEYS.filter((key) => key in body).map((key) => [key, body[key]]));
}

/** Validates with a shared schema: the first problem is the message, every problem a field error. */
export function validateTrackInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  throw invalidInput(issuesOf(result.error).map((issue) => ({ ...issue, field: issue.field || 'form' })));
}
