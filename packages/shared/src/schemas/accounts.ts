import { z } from 'zod';
import { MAX_PASSWORD, MIN_PASSWORD } from '../constants';
import { ROUTING_STATES } from '../routing';
import { ZUsername } from '../username';
import { defineMessages } from '../message-keys';
import { ROLES, type TRole } from '../roles';

export const ZRole = z.enum(ROLES);
/** Roles a user picks at /set-username; admins are made from the command line. */
export const SELECTABLE_ROLES = ['artist', 'buyer'] as const;
export const ROLE_LABELS: Record<TRole, string> = { artist: 'Artist', buyer: 'Buyer', admin: 'Admin' };

export const ACCOUNT_MESSAGES = defineMessages('account', {
  emailRequired: 'Email is required.',
  emailInvalid: 'Enter a valid email address.',
  passwordRequired: 'Password is required.',
  passwordTooShort: `Password must be at least ${MIN_PASSWORD} characters`,
  passwordTooLong: `Password can be at most ${MAX_PASSWORD} characters.`,
  resetLinkInvalid: 'This reset link is invalid or has expired. Please request a new one.',
  roleRequired: 'Choose a role: Artist or Buyer.',
});

export const ZEmailFormat = z.email(ACCOUNT_MESSAGES.emailInvalid.key);

export const ZEmail = z
  .string({ error: ACCOUNT_MESSAGES.emailRequired.key })
  .trim()
  .toLowerCase()
  .min(1, { error: ACCOUNT_MESSAGES.emailRequired.key, abort: true })
  .pipe(ZEmailFormat);

/** Passwords are never trimmed: a space is a character the user chose. */
export const ZNewPassword = z
  .string({ error: ACCOUNT_MESSAGES.passwordRequired.key })
  .min(1, { error: ACCOUNT_MESSAGES.passwordRequired.key, abort: true })
  .min(MIN_PASSWORD, ACCOUNT_MESSAGES.passwordTooShort.key)
  .max(MAX_PASSWORD, ACCOUNT_MESSAGES.passwordTooLong.key);

const ZExistingPassword = z
  .string({ error: ACCOUNT_MESSAGES.passwordRequired.key })
  .min(1, ACCOUNT_MESSAGES.passwordRequired.key);

export const ZSignUp = z.object({ email: ZEmail, password: ZNewPassword });
export const ZSignIn = z.object({ email: ZEmail, password: ZExistingPassword });
export const ZForgotPassword = z.object({ email: ZEmail });
export const ZResetPassword = z.object({
  token: z.string({ error: ACCOUNT_MESSAGES.resetLinkInvalid.key }).min(1, ACCOUNT_MESSAGES.resetLinkInvalid.key),
  newPassword: ZNewPassword,
});

export const ZSetUsername = z.object({
  username: ZUsername,
  role: z.enum(SELECTABLE_ROLES, { error: ACCOUNT_MESSAGES.roleRequired.key }),
});

export const ZMyProfile = z.object({
  id: z.string(),
  username: z.string().nullable(),
  role: ZRole.nullable(),
  displayName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  buyerFullName: z.string().nullable(),
  buyerAddress: z.string().nullable(),
  buyerPhone: z.string().nullable(),
});

/** The languages of the site and its e-mails. */
export const LANGUAGES = ['en', 'ne'] as const;
export const ZLanguage = z.enum(LANGUAGES);
export type TLanguage = z.infer<typeof ZLanguage>;

/** PUT /api/me/language: the account's choice, kept for the next device and for its e-mails. */
export const ZSetLanguage = z.object({ language: ZLanguage });

/** GET /api/me. The server never answers 'checking': that is the browser's state before this arrives. */
export const ZMe = z.object({
  user: z.object({ id: z.string(), email: z.string(), emailVerified: z.boolean() }).nullable(),
  profile: ZMyProfile.nullable(),
  routingState: z.enum(ROUTING_STATES).exclude(['checking']),
  /** Anything addressed to the user unseen (the navbar's Inbox dot) for the first paint; live updates come through /api/events. */
  hasUnread: z.boolean().optional(),
  /** The bell's count for the first paint, beside `hasUnread` (decision 101). */
  unreadNotifications: z.number().int().min(0).optional(),
  /** The signed-in account's language, null until chosen; absent for a visitor. */
  language: ZLanguage.nullable().optional(),
});

export type TSignUp = z.infer<typeof ZSignUp>;
export type TSignIn = z.infer<typeof ZSignIn>;
export type TForgotPassword = z.infer<typeof ZForgotPassword>;
export type TResetPassword = z.infer<typeof ZResetPassword>;
export type TSetUsername = z.infer<typeof ZSetUsername>;
export type TMyProfile = z.infer<typeof ZMyProfile>;
export type TMe = z.infer<typeof ZMe>;
