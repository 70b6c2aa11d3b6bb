import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-error';
import { parseForm, runAllChecks } from './parse-form';

const ZForm = z.object({ name: z.string().min(1, 'Name is required.'), age: z.coerce.number().min(18, 'Too young.') });

function caught(run: () => unknown): ApiError {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error;
  }
  throw new Error('expected an ApiError');
}

describe('parseForm', () => {
  it('returns the parsed values', () => {
    expect(parseForm(ZForm, { name: 'Sita', age: '20' })).toEqual({ name: 'Sita', age: 20 });
  });

  it('throws every field problem as an ApiError, the first one as its message', () => {
    const error = caught(() => parseForm(ZForm, { name: '', age: '3' }));
    expect(error.fieldErrors).toEqual({ name: 'Name is required.', age: 'Too young.' });
    expect(error.message).toBe('Name is required.');
  });
});

describe('runAllChecks', () => {
  it('joins the field errors of every failing check', () => {
    const error = caught(() =>
      runAllChecks([
        () => parseForm(ZForm, { name: '', age: '30' }),
        () => {
          throw new ApiError({
            status: 0,
            code: 'INVALID_INPUT',
            message: 'Cover image is required.',
            fieldErrors: { cover: 'Cover image is required.' },
          });
        },
      ]),
    );
    expect(error.fieldErrors).toEqual({ name: 'Name is required.', cover: 'Cover image is required.' });
  });

  it('passes when every check does', () => {
    expect(() => runAllChecks([() => parseForm(ZForm, { name: 'Ram', age: '40' })])).not.toThrow();
  });
});
