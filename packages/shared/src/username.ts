import { z } from 'zod';
import { defineMessages, type TMessage } from './message-keys';

/** Usernames are permanent and form the public URL /artist/{username} (docs/decisions/006-username-rule.md). */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 30;

export const USERNAME_MESSAGES = defineMessages('username', {
  required: 'Username is required',
  taken: 'Username already taken',
  tooShort: `Username must be at least ${USERNAME_MIN} characters.`,
  tooLong: `Username can be at most ${USERNAME_MAX} characters.`,
  characters: 'Username can only contain letters, numbers, underscores (_) and dots (.).',
  start: 'Username must start with a letter or a number.',
  doubleDot: 'Username cannot contain two dots in a row.',
  endDot: 'Username cannot end with a dot.',
  reserved: 'This username is reserved. Please choose another.',
});

/**
 * Names that are routes or API prefixes, that would pass for the staff or the wallets buyers pay
 * through, or that read as a missing value in logs and URLs. Any name containing 'beatpasal' is
 * reserved as well, so no account can pose as the marketplace.
 */
export const RESERVED_USERNAMES: ReadonlySet<string> = new Set([
  'about',
  'account',
  'accounts',
  'admin',
  'administrator',
  'api',
  'app',
  'artist',
  'artists',
  'assets',
  'auth',
  'bank',
  'beatpasal',
  'buyer',
  'buyers',
  'checkout',
  'contact',
  'dashboard',
  'dev',
  'dispute',
  'disputes',
  'download',
  'downloads',
  'esewa',
  'events',
  'faq',
  'files',
  'fonepay',
  'genre',
  'genres',
  'help',
  'home',
  'inbox',
  'khalti',
  'library',
  'licence',
  'licences',
  'license',
  'licenses',
  'licensing',
  'login',
  'logout',
  'mail',
  'me',
  'messages',
  'moderator',
  'nan',
  'null',
  'official',
  'payment',
  'payments',
  'privacy',
  'profile',
  'purchase',
  'purchases',
  'register',
  'root',
  'search',
  'security',
  'settings',
  'signin',
  'signout',
  'signup',
  'staff',
  'static',
  'support',
  'system',
  'track',
  'tracks',
  'undefined',
  'upload',
  'uploads',
  'user',
  'users',
  'www',
]);

/** What is stored: trimmed and lower case. */
export function normaliseUsername(raw: string): string {
  return raw.trim().toLowerCase();
}

/** The first thing wrong with an already-normalised username, or null when it is acceptable. */
export function usernameProblem(username: string): TMessage | null {
  if (username === '') return USERNAME_MESSAGES.required;
  if (username.length < USERNAME_MIN) return USERNAME_MESSAGES.tooShort;
  if (username.length > USERNAME_MAX) return USERNAME_MESSAGES.tooLong;
  if (!/^[a-z0-9_.]+$/.test(username)) return USERNAME_MESSAGES.characters;
  if (!/^[a-z0-9]/.test(username)) return USERNAME_MESSAGES.start;
  if (username.includes('..')) return USERNAME_MESSAGES.doubleDot;
  if (username.endsWith('.')) return USERNAME_MESSAGES.endDot;
  if (RESERVED_USERNAMES.has(username) || username.includes('beatpasal')) return USERNAME_MESSAGES.reserved;
  return null;
}

export const ZUsername = z
  .string({ error: USERNAME_MESSAGES.required.key })
  .overwrite(normaliseUsername)
  .superRefine((username, ctx) => {
    const problem = usernameProblem(username);
    if (problem !== null) ctx.addIssue({ code: 'custom', message: problem.key });
  });

export type TUsername = z.infer<typeof ZUsername>;
