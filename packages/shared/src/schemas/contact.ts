import { z } from 'zod';
import { multiLineText, singleLineText } from '../plain-text';
import { defineMessages } from '../message-keys';

/** The Contact page form (spec §2.10); the optional screenshot travels as a separate upload. */
export const CONTACT_CATEGORIES = ['account', 'purchase', 'copyright', 'others'] as const;
export type TContactCategory = (typeof CONTACT_CATEGORIES)[number];

export const CONTACT_CATEGORY_LABELS: Record<TContactCategory, string> = {
  account: 'Account',
  purchase: 'Purchase',
  copyright: 'Copyright',
  others: 'Others',
};

export const MAX_CONTACT_MESSAGE = 5000;

export const CONTACT_MESSAGES = defineMessages('contact', {
  required: 'Please fill in all required fields.',
  sent: 'Message sent successfully!',
  screenshotFailed: 'Screenshot upload failed.',
  saveFailed: 'Failed to save message.',
  phoneInvalid: 'Enter a valid phone number.',
  messageTooLong: `Message can be at most ${MAX_CONTACT_MESSAGE} characters.`,
  tooLong: 'This field is too long.',
});

const requiredText = (max: number, tooLongMessage: string = CONTACT_MESSAGES.tooLong.key, text = singleLineText) =>
  text({ error: CONTACT_MESSAGES.required.key })
    .min(1, { error: CONTACT_MESSAGES.required.key, abort: true })
    .max(max, tooLongMessage);

/** Support may be asked from abroad, so any phone number is taken, not only a Nepali mobile. */
const PHONE_SHAPE = /^\+?[\d\s().-]{7,20}$/;

export const ZContactInput = z.object({
  name: requiredText(100),
  username: requiredText(60),
  phone: requiredText(30).regex(PHONE_SHAPE, CONTACT_MESSAGES.phoneInvalid.key),
  category: z.enum(CONTACT_CATEGORIES, { error: CONTACT_MESSAGES.required.key }),
  message: requiredText(MAX_CONTACT_MESSAGE, CONTACT_MESSAGES.messageTooLong.key, multiLineText),
});

export type TContactInput = z.infer<typeof ZContactInput>;
