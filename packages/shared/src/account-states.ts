/**
 * What a suspended or removed account's public pages answer (410, decision 031). No zod here: the
 * artist and track pages compare the server's message with these to show their own words.
 */
export const ACCOUNT_UNAVAILABLE_MESSAGES = {
  suspended: 'This account is suspended',
  removed: 'This account was removed',
} as const;

export type TUnavailableAccount = keyof typeof ACCOUNT_UNAVAILABLE_MESSAGES;

/** Which account state a 410 message names, or null for any other (e.g. a hidden track). */
export function unavailableAccountOf(message: string): TUnavailableAccount | null {
  if (message === ACCOUNT_UNAVAILABLE_MESSAGES.suspended) return 'suspended';
  if (message === ACCOUNT_UNAVAILABLE_MESSAGES.removed) return 'removed';
  return null;
}
