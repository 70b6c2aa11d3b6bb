import { FEED_MESSAGES } from '@beatpasal/shared/feed-orders';
import { PUBLIC_PROFILE_MESSAGES } from '@beatpasal/shared/schemas/account-api';
import { TRACK_MESSAGES } from '@beatpasal/shared/schemas/tracks';
import { describe, expect, it } from 'vitest';
import { AppError } from './app-error';
import { errorBody } from './error-body';
import { invalidInput } from './invalid-input';

/** Decision record 077: an error carries its message's key; nothing finds a key by its English text. */
describe('an AppError', () => {
  it('refuses a plain text as what a person is shown (a type error)', () => {
    // @ts-expect-error A text has no key: only a message of a defineMessages catalog may be shown.
    const error = new AppError('NOT_FOUND', { userMessage: 'Report not found.' });
    expect(error.status).toBe(404);
    // @ts-expect-error The same holds for field messages.
    expect(new AppError('BAD_REQUEST', { fieldErrors: { title: 'Required.' } }).code).toBe('BAD_REQUEST');
  });

  it('answers with the key of the very entry thrown, even where two catalogs share the English', () => {
    expect(TRACK_MESSAGES.bpm.text).toBe(FEED_MESSAGES.bpm.text);
    const track = errorBody(new AppError('BAD_REQUEST', { userMessage: TRACK_MESSAGES.bpm }), 'r1');
    const feed = errorBody(new AppError('BAD_REQUEST', { fieldErrors: { bpmMin: FEED_MESSAGES.bpm } }), 'r2');
    expect(track.error).toMatchObject({ message: TRACK_MESSAGES.bpm.text, messageKey: 'track.bpm' });
    expect(feed.error).toMatchObject({
      fieldErrors: { bpmMin: FEED_MESSAGES.bpm.text },
      fieldErrorKeys: { bpmMin: 'feed.bpm' },
    });
  });

  it('sends the values of a message built with values, for the message and for a field', () => {
    const notFound = PUBLIC_PROFILE_MESSAGES.notFound({ username: 'sita' });
    const body = errorBody(
      new AppError('NOT_FOUND', { userMessage: notFound, fieldErrors: { username: notFound } }),
      'r',
    );
    expect(body.error).toMatchObject({
      message: 'No artist found with username @sita',
      messageKey: 'publicProfile.notFound',
      messageParams: { username: 'sita' },
      fieldErrorKeys: { username: 'publicProfile.notFound' },
      fieldErrorParams: { username: { username: 'sita' } },
    });
  });

  it('without a message says the generic line of its code, by its key', () => {
    expect(errorBody(new AppError('UNAUTHORIZED'), 'r').error).toMatchObject({
      message: 'Please log in to continue.',
      messageKey: 'error.UNAUTHORIZED',
    });
  });
});

describe('a refusal of a schema', () => {
  it('turns each issue (whose message is a key) back into its message', () => {
    const error = invalidInput([
      { field: 'bpm', message: TRACK_MESSAGES.bpm.key },
      { field: 'title', message: 'Invalid input: expected string, received undefined' },
    ]);
    expect(errorBody(error, 'r').error).toMatchObject({
      message: TRACK_MESSAGES.bpm.text,
      messageKey: 'track.bpm',
      fieldErrorKeys: { bpm: 'track.bpm', title: 'request.invalidValue' },
    });
  });

  it("says zod's own wording in our general words", () => {
    const error = invalidInput([{ field: '', message: 'Invalid input: expected object, received string' }]);
    expect(errorBody(error, 'r').error).toMatchObject({ messageKey: 'request.invalidBody', fieldErrors: {} });
  });
});
