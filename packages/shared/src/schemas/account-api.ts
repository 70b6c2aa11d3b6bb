import { z } from 'zod';
import { formatMegabytes, MAX_IMAGE_BYTES, MAX_IMAGE_MEGAPIXELS, MAX_SCREENSHOT_BYTES } from '../constants';
import { ZPublicProfile, ZWalletKind, ZWalletQr } from './profiles';
import { defineMessages } from '../message-keys';

/**
 * Request and response shapes of the account routes that profiles.ts and accounts.ts leave out:
 * what GET/PUT of the two profile forms answer, the wallet QR list and the texts the server sends
 * for uploads and role rules.
 */

export const MAX_WALLET_QRS = 6;

export const UPLOAD_MESSAGES = defineMessages('upload', {
  imageTooLarge: `Images can be at most ${formatMegabytes(MAX_IMAGE_BYTES)}.`,
  screenshotTooLarge: `Screenshots can be at most ${formatMegabytes(MAX_SCREENSHOT_BYTES)}.`,
  notAnImage: ({ label }: { label: string }) => `${label} must be an image (JPEG, PNG, WebP, GIF or AVIF).`,
  emptyImage: ({ label }: { label: string }) => `${label} is an empty file (0 bytes). Choose the image again.`,
  tooManyPixels: ({ label }: { label: string }) =>
    `${label} is too large: at most ${MAX_IMAGE_MEGAPIXELS} megapixels. Try a smaller image.`,
  unreadableImage: ({ label }: { label: string }) =>
    `We could not read that ${label.toLowerCase()}. Try another image (JPEG, PNG or WebP).`,
  unexpectedFile: 'The form contained a file we did not expect.',
  duplicateFile: 'Send only one file per field.',
  sendMultipart: 'Send this form as multipart/form-data.',
  malformedForm: 'The form could not be read. Reload the page and try again.',
  fieldTooLong: 'A field of the form is too long.',
  tooManyParts: 'The form has too many fields or files.',
});

export const WALLET_QR_MESSAGES = defineMessages('walletQr', {
  notReadable: 'We could not read a QR code in that image. Upload a clear photo or screenshot of your wallet QR.',
  imageRequired: 'Choose an image of your wallet QR code.',
  limit: `You can keep at most ${MAX_WALLET_QRS} wallet QR codes. Delete one before adding another.`,
  keepOneWhileOnSale:
    'You have tracks on sale, so keep at least one wallet QR code: buyers pay by scanning it. Add another QR code before deleting this one.',
  notFound: 'Wallet QR code not found.',
  busy: 'We are reading many QR codes right now. Please try again in a minute.',
});

export const ACCESS_MESSAGES = defineMessages('access', {
  chooseUsernameFirst: 'Choose your username and role first.',
  usernameAlreadySet: 'Your username and role are already set and cannot be changed.',
  buyerOnly: 'Only buyer accounts have a buyer profile.',
  artistOnly: 'Only artist accounts have an artist profile.',
  walletArtistOnly: 'Only artist accounts have wallet QR codes.',
  suspended: 'Your account is suspended. Contact support if you think this is a mistake.',
});

export const PUBLIC_PROFILE_MESSAGES = defineMessages('publicProfile', {
  notFound: ({ username }: { username: string }) => `No artist found with username @${username}`,
});
export const profileNotFoundMessage = PUBLIC_PROFILE_MESSAGES.notFound;

/** The names of the image fields, which the image messages of `UPLOAD_MESSAGES` take as `label`. */
export const IMAGE_LABELS = defineMessages('imageLabel', {
  profilePicture: 'Profile picture',
  coverImage: 'Cover image',
  screenshot: 'Screenshot',
  evidence: 'Evidence',
  walletQr: 'Wallet QR code',
});

/** GET and PUT /api/me/buyer-profile; null until the buyer fills the form in. */
export const ZBuyerProfile = z.object({
  fullName: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
});

/** GET and PUT /api/me/artist-profile: the form's saved values. */
export const ZArtistProfile = z.object({
  displayName: z.string().nullable(),
  bio: z.string(),
  artistHistory: z.string(),
  equipment: z.string(),
  additionalNotes: z.string(),
  instagram: z.string().nullable(),
  facebook: z.string().nullable(),
  youtube: z.string().nullable(),
  tiktok: z.string().nullable(),
  publicEmail: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  coverUrl: z.string().nullable(),
  walletQrs: z.array(ZWalletQr),
  /** Display name, profile picture, cover and a primary wallet QR: what selling needs. */
  isComplete: z.boolean(),
});

/** The multipart field beside a wallet QR image (POST /api/me/wallet-qrs `label`, PUT artist profile `walletQrLabel`). */
export const ZWalletQrLabel = z.object({ label: ZWalletKind });

export const ZWalletQrList = z.object({ walletQrs: z.array(ZWalletQr) });

/** GET /api/profiles/:username: only artists have a public page. */
export const ZPublicArtistProfile = ZPublicProfile.extend({ role: z.literal('artist') });

export const ZOk = z.object({ ok: z.literal(true) });

export type TBuyerProfile = z.infer<typeof ZBuyerProfile>;
export type TArtistProfile = z.infer<typeof ZArtistProfile>;
export type TWalletQrList = z.infer<typeof ZWalletQrList>;
export type TPublicArtistProfile = z.infer<typeof ZPublicArtistProfile>;
