import { defineMessages } from './message-keys';

/**
 * What a suspended or removed account's public pages answer (410, decision 031). No zod here: the
 * artist and track pages tell these apart by the message's key to show their own words.
 */
export const ACCOUNT_UNAVAILABLE_MESSAGES = defineMessages('accountState', {
  suspended: 'This account is suspended',
  removed: 'This account was removed',
});

export type TUnavailableAccount = keyof typeof ACCOUNT_UNAVAILABLE_MESSAGES;

/** Which account state a 410 answer's message key names, or null for any other (e.g. a hidden track). */
export function unavailableAccountOf(messageKey: string | undefined): TUnavailableAccount | null {
  if (messageKey === ACCOUNT_UNAVAILABLE_MESSAGES.suspended.key) return 'suspended';
  if (messageKey === ACCOUNT_UNAVAILABLE_MESSAGES.removed.key) return 'removed';
  return null;
}
