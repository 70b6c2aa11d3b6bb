import { z } from 'zod';
import { QR_PAYLOAD_KINDS } from '../payments/payment-kinds';
import { ZNepaliMobile } from '../phone';
import { multiLineText, nameText, singleLineText } from '../plain-text';
import { ZSocialLink } from '../social-links';
import { ZEmailFormat } from './accounts';
import { defineMessages } from '../message-keys';
import { wordsIn } from '../vocabulary';

export const MAX_DISPLAY_NAME = 60;
export const MAX_PROFILE_TEXT = 2000;

const tooLong = (label: string, max: number) => `${label} can be at most ${max} characters.`;

export const PROFILE_MESSAGES = defineMessages('profile', {
  fillAllFields: 'Please fill out all fields.',
  displayNameRequired: 'Display name is required.',
  publicEmailInvalid: 'Enter a valid public email address, or leave it empty.',
  profilePictureRequired: 'Profile picture is required.',
  coverImageRequired: 'Cover image is required.',
  walletQrRequired: 'Wallet QR code is required.',
  walletKind: 'Choose the wallet this QR code belongs to.',
});

const TOO_LONG = defineMessages('profileTooLong', {
  fullName: tooLong('Full name', 100),
  address: tooLong('Address', 200),
  phone: tooLong('Phone number', 30),
  displayName: tooLong('Display name', MAX_DISPLAY_NAME),
  bio: tooLong('Bio', MAX_PROFILE_TEXT),
  artistHistory: tooLong('Artist history', MAX_PROFILE_TEXT),
  equipment: tooLong('Equipment', MAX_PROFILE_TEXT),
  additionalNotes: tooLong('Additional notes', MAX_PROFILE_TEXT),
});

const filledText = (tooLongMessage: string, max: number, text = singleLineText) =>
  text({ error: PROFILE_MESSAGES.fillAllFields.key })
    .min(1, { error: PROFILE_MESSAGES.fillAllFields.key, abort: true })
    .max(max, tooLongMessage);

export const ZBuyerProfileInput = z.object({
  fullName: filledText(TOO_LONG.fullName.key, 100, nameText),
  address: filledText(TOO_LONG.address.key, 200),
  phone: filledText(TOO_LONG.phone.key, 30).pipe(ZNepaliMobile),
});

const optionalText = (tooLongMessage: string) => multiLineText().max(MAX_PROFILE_TEXT, tooLongMessage).default('');

const ZOptionalPublicEmail = z
  .string()
  .nullish()
  .transform((raw, ctx) => {
    const email = (raw ?? '').trim().toLowerCase();
    if (email === '') return null;
    if (ZEmailFormat.safeParse(email).success) return email;
    ctx.addIssue({ code: 'custom', message: PROFILE_MESSAGES.publicEmailInvalid.key });
    return z.NEVER;
  });

/** The text fields of /edit-profile; the three images travel as separate uploads. */
export const ZArtistProfileInput = z.object({
  displayName: nameText({ error: PROFILE_MESSAGES.displayNameRequired.key })
    .min(1, { error: PROFILE_MESSAGES.displayNameRequired.key, abort: true })
    .max(MAX_DISPLAY_NAME, TOO_LONG.displayName.key),
  bio: optionalText(TOO_LONG.bio.key),
  artistHistory: optionalText(TOO_LONG.artistHistory.key),
  equipment: optionalText(TOO_LONG.equipment.key),
  additionalNotes: optionalText(TOO_LONG.additionalNotes.key),
  instagram: ZSocialLink,
  facebook: ZSocialLink,
  youtube: ZSocialLink,
  tiktok: ZSocialLink,
  publicEmail: ZOptionalPublicEmail,
});

/** /artist/{username}: only what the page shows; never buyer fields or the private e-mail. */
export const ZPublicProfile = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  coverUrl: z.string().nullable(),
  bio: z.string(),
  artistHistory: z.string(),
  equipment: z.string(),
  additionalNotes: z.string(),
  instagram: z.string().nullable(),
  facebook: z.string().nullable(),
  youtube: z.string().nullable(),
  tiktok: z.string().nullable(),
  publicEmail: z.string().nullable(),
  trackCount: z.int().min(0),
});

export const WALLET_KINDS = ['esewa', 'khalti', 'fonepay', 'bank'] as const;
export type TWalletKind = (typeof WALLET_KINDS)[number];
export const WALLET_LABELS: Record<TWalletKind, string> = wordsIn('walletKinds', 'en');
export const ZWalletKind = z.enum(WALLET_KINDS, { error: PROFILE_MESSAGES.walletKind.key });
export const ZWalletQr = z.object({
  id: z.string(),
  kind: ZWalletKind,
  imageUrl: z.string(),
  isPrimary: z.boolean(),
  /** What the QR decodes to (issue 30): only `emvco` can carry the amount at checkout. */
  payloadKind: z.enum(QR_PAYLOAD_KINDS),
  /** Whom buyers pay, as the QR names them ("RAM BAHADUR THAPA"), and through what ("Fonepay"). */
  payeeName: z.string().nullable(),
  payeeNetwork: z.string().nullable(),
  includeReference: z.boolean(),
});

export type TBuyerProfileInput = z.infer<typeof ZBuyerProfileInput>;
export type TArtistProfileInput = z.infer<typeof ZArtistProfileInput>;
export type TPublicProfile = z.infer<typeof ZPublicProfile>;
export type TWalletQr = z.infer<typeof ZWalletQr>;
