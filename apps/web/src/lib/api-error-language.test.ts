import { afterEach, describe, expect, it, vi } from 'vitest';

async function inLanguage(language: 'en' | 'ne') {
  vi.resetModules();
  const store = await import('./i18n/language-store');
  await store.setLanguage(language);
  return import('./api-response');
}

const body = (error: Record<string, unknown>) => ({ error: { code: 'BAD_REQUEST', ...error }, requestId: 'r1' });

describe('a server error shown to a person', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is translated by its key, field errors included', async () => {
    const { toApiError } = await inLanguage('ne');
    const error = toApiError(
      409,
      body({
        message: 'This track has been sold and can no longer be bought.',
        messageKey: 'purchase.sold',
        fieldErrors: { username: 'Username already taken' },
        fieldErrorKeys: { username: 'username.taken' },
      }),
    );
    expect(error.message).toBe('यो ट्र्याक बिकिसकेको छ, अब किन्न मिल्दैन।');
    expect(error.fieldErrors.username).toBe('यो युजरनेम अरू कसैले लिइसकेको छ');
  });

  it('fills in its values, translating a value that is itself a key', async () => {
    const { toApiError } = await inLanguage('ne');
    const error = toApiError(
      415,
      body({
        message: 'Cover image must be an image (JPEG, PNG, WebP, GIF or AVIF).',
        messageKey: 'upload.notAnImage',
        messageParams: { label: 'imageLabel.coverImage' },
      }),
    );
    expect(error.message).toBe('कभर तस्बिरका लागि JPEG, PNG, WebP, GIF वा AVIF तस्बिर चाहिन्छ।');
  });

  it('keeps the English text when it has no key, or no translation, or the page is in English', async () => {
    const { toApiError } = await inLanguage('ne');
    expect(toApiError(404, body({ message: 'No account uses a@b.np.' })).message).toBe('No account uses a@b.np.');
    expect(toApiError(404, body({ message: 'Report not found.', messageKey: 'admin.someNewKey' })).message).toBe(
      'Report not found.',
    );
    const english = await inLanguage('en');
    expect(
      english.toApiError(
        409,
        body({ message: 'This track has been sold and can no longer be bought.', messageKey: 'purchase.sold' }),
      ).message,
    ).toBe('This track has been sold and can no longer be bought.');
  });
});
