import { formatMegabytes, MAX_SCREENSHOT_BYTES } from '@beatpasal/shared/constants';
import { UPLOAD_MESSAGES } from '@beatpasal/shared/schemas/account-api';
import { CONTACT_MESSAGES, MAX_CONTACT_MESSAGE } from '@beatpasal/shared/schemas/contact';
import { describe, expect, it } from 'vitest';
import { en } from '../../lib/i18n/en';
import { pagesEn } from '../../lib/i18n/en-pages';
import { createTranslator } from '../../lib/i18n/translate';
import { EMPTY_CONTACT_VALUES, type TContactValues } from './contact-fields';
import { checkScreenshot, validateContact } from './validate-contact';

const t = createTranslator({ ...en, pages: pagesEn });

const FILLED: TContactValues = {
  name: 'Sita Rai',
  username: 'sita_beats',
  phone: '+977 980-1234567',
  category: 'purchase',
  message: 'My download does not start.',
};

describe('validateContact', () => {
  it('accepts a filled form and trims what was typed', () => {
    const check = validateContact({ ...FILLED, name: '  Sita Rai ' }, t);
    expect(check).toEqual({ isValid: true, input: { ...FILLED, name: 'Sita Rai' } });
  });

  it('marks every empty or blank required field, the category included', () => {
    const check = validateContact({ ...EMPTY_CONTACT_VALUES, name: '   ' }, t);
    expect(check.isValid).toBe(false);
    if (check.isValid) return;
    expect(check.isMissingRequired).toBe(true);
    expect(Object.keys(check.errors).sort()).toEqual(['category', 'message', 'name', 'phone', 'username']);
    expect(check.errors.name).toBe('This field is required.');
  });

  it('explains a phone number that cannot be one, without calling it missing', () => {
    const check = validateContact({ ...FILLED, phone: 'call me' }, t);
    expect(check).toEqual({
      isValid: false,
      isMissingRequired: false,
      errors: { phone: 'Enter a valid phone number.' },
    });
  });

  it('names the length limit of the message', () => {
    const check = validateContact({ ...FILLED, message: 'a'.repeat(MAX_CONTACT_MESSAGE + 1) }, t);
    expect(check.isValid === false && check.errors.message).toBe(CONTACT_MESSAGES.messageTooLong.text);
  });
});

describe('checkScreenshot', () => {
  const file = (size: number, type: string) => new File([new Uint8Array(size)], 'shot', { type });

  it('takes an image within the limit, and a file whose type the phone did not say', () => {
    expect(checkScreenshot(file(1000, 'image/png'), t)).toBeUndefined();
    expect(checkScreenshot(file(1000, ''), t)).toBeUndefined();
  });

  it('refuses what is clearly not an image', () => {
    expect(checkScreenshot(file(1000, 'application/pdf'), t)).toBe(pagesEn.contact.errors.screenshotNotImage);
  });

  it('refuses a file over the limit with the words the server uses', () => {
    expect(checkScreenshot(file(MAX_SCREENSHOT_BYTES + 1, 'image/jpeg'), t)).toBe(
      UPLOAD_MESSAGES.screenshotTooLarge.text,
    );
    expect(UPLOAD_MESSAGES.screenshotTooLarge.text).toContain(formatMegabytes(MAX_SCREENSHOT_BYTES));
  });
});

describe('the English strings of the contact form', () => {
  it('are the shared messages word for word', () => {
    const errors = pagesEn.contact.errors;
    expect(errors.required).toBe(CONTACT_MESSAGES.required.text);
    expect(errors.phoneInvalid).toBe(CONTACT_MESSAGES.phoneInvalid.text);
    expect(errors.tooLong).toBe(CONTACT_MESSAGES.tooLong.text);
    expect(pagesEn.contact.sent).toBe(CONTACT_MESSAGES.sent.text);
  });
});
