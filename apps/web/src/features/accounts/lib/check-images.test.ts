import { PROFILE_MESSAGES } from '@beatpasal/shared/schemas/profiles';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { checkImages } from './check-images';

function formWith(files: Record<string, number>): FormData {
  const form = new FormData();
  for (const [name, size] of Object.entries(files))
    form.set(name, new File([new Uint8Array(size)], size > 0 ? 'x.png' : ''));
  return form;
}

function errorsOf(run: () => void): Record<string, string> {
  try {
    run();
  } catch (error) {
    if (error instanceof ApiError) return error.fieldErrors;
    throw error;
  }
  return {};
}

const rules = [
  { name: 'avatar', requiredMessage: PROFILE_MESSAGES.profilePictureRequired, hasSaved: false },
  { name: 'cover', requiredMessage: PROFILE_MESSAGES.coverImageRequired, hasSaved: true },
];

describe('checkImages', () => {
  it('asks for a required image that is neither chosen nor saved; an empty file input counts as none', () => {
    expect(errorsOf(() => checkImages(formWith({ avatar: 0, cover: 0 }), rules))).toEqual({
      avatar: 'Profile picture is required.',
    });
  });

  it('accepts a chosen image and a saved one', () => {
    expect(errorsOf(() => checkImages(formWith({ avatar: 10 }), rules))).toEqual({});
  });

  it('refuses an image over the size limit before uploading it', () => {
    const big = 10 * 1024 * 1024 + 1;
    expect(errorsOf(() => checkImages(formWith({ avatar: 10, cover: big }), rules))).toEqual({
      cover: 'Images can be at most 10 MB.',
    });
  });
});
