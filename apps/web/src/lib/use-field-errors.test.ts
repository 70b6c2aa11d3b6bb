import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { pickFieldErrors } from './use-field-errors';

const validation = new ApiError({
  status: 400,
  code: 'BAD_REQUEST',
  message: 'Username is taken.',
  fieldErrors: { username: 'Username is taken.', 'socials.instagram': 'Must be an http(s) link.' },
});

describe('pickFieldErrors', () => {
  it('keeps only the fields this form shows', () => {
    expect(pickFieldErrors(validation, ['username', 'bio'])).toEqual({ username: 'Username is taken.' });
  });

  it('handles nested field names as the server sends them', () => {
    expect(pickFieldErrors(validation, ['socials.instagram'])).toEqual({
      'socials.instagram': 'Must be an http(s) link.',
    });
  });

  it('returns undefined when none of the fields match, so the caller shows a toast instead', () => {
    expect(pickFieldErrors(validation, ['email'])).toBeUndefined();
  });

  it('returns undefined for errors that are not ApiError', () => {
    expect(pickFieldErrors(new Error('boom'), ['username'])).toBeUndefined();
  });
});
