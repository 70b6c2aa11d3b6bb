import { describe, expect, it } from 'vitest';
import { en } from '../../../lib/i18n/en';
import { createTranslator, translate } from '../../../lib/i18n/translate';
import { localizeMessage, SHARED_MESSAGE_KEYS } from './localize-message';

describe('localizeMessage', () => {
  it('has English texts identical to the shared messages, so the spec wording reaches the page unchanged', () => {
    for (const [message, key] of SHARED_MESSAGE_KEYS) expect(translate(en, key)).toBe(message);
  });

  it('translates a shared message into another language', () => {
    const t = createTranslator({ accounts: { validation: { usernameTaken: 'प्रयोगकर्ता नाम लिइसकिएको छ' } } });
    expect(localizeMessage(t, 'Username already taken')).toBe('प्रयोगकर्ता नाम लिइसकिएको छ');
  });

  it('passes any other message through as it came', () => {
    const t = createTranslator(en);
    expect(localizeMessage(t, 'Profile picture must be an image (JPEG, PNG, WebP, GIF or AVIF).')).toBe(
      'Profile picture must be an image (JPEG, PNG, WebP, GIF or AVIF).',
    );
    expect(localizeMessage(t, undefined)).toBeUndefined();
  });
});
