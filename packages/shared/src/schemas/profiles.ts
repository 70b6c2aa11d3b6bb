import { z } from 'zod';
import { ZNepaliMobile } from '../phone';
import { multiLineText, nameText, singleLineText } from '../plain-text';
import { ZSocialLink } from '../social-links';
import { ZEmailFormat } from './accounts';

export const MAX_DISPLAY_NAME = 60;
export const MAX_PROFILE_TEXT = 2000;

const tooLong = (label: string, max: number) => `${label} can be at most ${max} characters.`;

export const PROFILE_MESSAGES = {
  fillAllFields: 'Please fill out all fields.',
  displayNameRequired: 'Display name is required.',
  publicEmailInvalid: 'Enter a valid public email address, or leave it empty.',
  profilePictureRequired: 'Profile picture is required.',
  coverImageRequired: 'Cover image is required.',
  walletQrRequired: 'Wallet QR code is required.',
} as const;

const filledText = (label: string, max: number, text = singleLineText) =>
  text({ error: PROFILE_MESSAGES.fillAllFields })
    .min(1, { error: PROFILE_MESSAGES.fillAllFields, abort: true })
    .max(max, tooLong(label, max));

export const ZBuyerProfileInput = z.object({
  fullName: filledText('Full name', 100, nameText),
  address: filledText('Address', 200),
  phone: filledText('Phone number', 30).pipe(ZNepaliMobile),
});

const optionalText = (label: string) => multiLineText().max(MAX_PROFILE_TEXT, tooLong(label, MAX_PROFILE_TEXT)).default('');

const ZOptionalPublicEmail = z
  .string()
  .nullish()
  .transform((raw, ctx) => {
    const email = (raw ?? '').trim().toLowerCase();
    if (email === '') return null;
    if (ZEmailFormat.safeParse(email).success) return email;
    ctx.addIssue({ code: 'custom', message: PROFILE_MESSAGES.publicEmailInvalid });
    return z.NEVER;
  });

/** The text fields of /edit-profile; the three images travel as separate uploads. */
export const ZArtistProfileInput = z.object({
  displayName: nameText({ error: PROFILE_MESSAGES.displayNameRequired })
    .min(1, { error: PROFILE_MESSAGES.displayNameRequired, abort: true })
    .max(MAX_DISPLAY_NAME, tooLong('Display name', MAX_DISPLAY_NAME)),
  bio: optionalText('Bio'),
  artistHistory: optionalText('Artist history'),
  equipment: optionalText('Equipment'),
  additionalNotes: optionalText('Additional notes'),
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
export const WALLET_LABELS: Record<TWalletKind, string> = { esewa: 'eSewa', khalti: 'Khalti', fonepay: 'Fonepay', bank: 'Bank' };
export const ZWalletKind = z.enum(WALLET_KINDS, { error: 'Choose the wallet this QR code belongs to.' });
export const ZWalletQr = z.object({ id: z.string(), kind: ZWalletKind, imageUrl: z.string(), isPrimary: z.boolean() });

export type TBuyerProfileInput = z.infer<typeof ZBuyerProfileInput>;
export type TArtistProfileInput = z.infer<typeof ZArtistProfileInput>;
export type TPublicProfile = z.infer<typeof ZPublicProfile>;
export type TWalletQr = z.infer<typeof ZWalletQr>;
