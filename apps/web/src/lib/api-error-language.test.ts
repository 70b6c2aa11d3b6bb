import { IMAGE_LABELS, UPLOAD_MESSAGES } from '@beatpasal/shared/schemas/account-api';
import { TRACK_MESSAGES } from '@beatpasal/shared/schemas/tracks';
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

describe("a form's own refusal (decision record 077)", () => {
  async function nepali() {
    vi.resetModules();
    const store = await import('./i18n/language-store');
    await store.setLanguage('ne');
    return { ...store, ...(await import('./api-error')) };
  }

  it('is translated by the keys of its messages, values of a field message included', async () => {
    const { formError } = await nepali();
    const error = formError(TRACK_MESSAGES.bpm, {
      bpm: TRACK_MESSAGES.bpm,
      cover: UPLOAD_MESSAGES.notAnImage({ label: IMAGE_LABELS.coverImage }),
      title: 'Invalid input: expected string, received number',
    });
    expect(error.message).toBe('BPM 40 देखि 300 सम्मको पूर्ण सङ्ख्या हुनुपर्छ।');
    expect(error.fieldErrors).toEqual({
      bpm: 'BPM 40 देखि 300 सम्मको पूर्ण सङ्ख्या हुनुपर्छ।',
      cover: 'कभर तस्बिरका लागि JPEG, PNG, WebP, GIF वा AVIF तस्बिर चाहिन्छ।',
      title: 'Invalid input: expected string, received number',
    });
  });

  it("translates a schema's issue by the key it carries, and leaves zod's own wording as it is", async () => {
    const { translateIssue } = await nepali();
    // Imported after the store, as the app's forms do, into the same module graph.
    const { ZTrackInput } = await import('@beatpasal/shared/schemas/tracks');
    const issue = ZTrackInput.shape.bpm.safeParse(5).error?.issues[0]?.message ?? '';
    expect(issue).toBe('track.bpm');
    expect(translateIssue(issue)).toBe('BPM 40 देखि 300 सम्मको पूर्ण सङ्ख्या हुनुपर्छ।');
    expect(translateIssue('Invalid input')).toBe('Invalid input');
  });
});
