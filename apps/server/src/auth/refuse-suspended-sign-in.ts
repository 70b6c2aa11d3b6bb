import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { TRUST_MESSAGES } from '@beatpasal/shared/schemas/trust';
import type { Database } from '../db/client';
import { profiles } from '../db/schema/profiles';

/** better-auth's error code for it; the web shows its own words for the code. */
export const ACCOUNT_SUSPENDED_CODE = 'ACCOUNT_SUSPENDED';
export const ACCOUNT_REMOVED_CODE = 'ACCOUNT_REMOVED';

/**
 * No new session for a suspended or removed account (decision 031), whichever way it would start:
 * sign-in, the verification link's auto sign-in, a password reset. It runs after the password
 * check, so the answer tells nothing to someone who does not know the password.
 */
export function refuseSuspendedSessions(database: Database) {
  return {
    session: {
      create: {
        async before(session: { userId: string }) {
          const [profile] = await database.db
            .select({ suspendedAt: profiles.suspendedAt, removedAt: profiles.removedAt })
            .from(profiles)
            .where(eq(profiles.id, session.userId));
          if (profile?.removedAt)
            throw APIError.from('FORBIDDEN', {
              message: TRUST_MESSAGES.signInRemoved.text,
              code: ACCOUNT_REMOVED_CODE,
            });
          if (profile?.suspendedAt)
            throw APIError.from('FORBIDDEN', {
              message: TRUST_MESSAGES.signInSuspended.text,
              code: ACCOUNT_SUSPENDED_CODE,
            });
        },
      },
    },
  };
}
