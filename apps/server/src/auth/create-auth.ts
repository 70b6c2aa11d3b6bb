import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { MIN_PASSWORD } from '@beatpasal/shared/constants';
import type { TEnv } from '../config/env';
import type { Database } from '../db/client';
import { accounts, rateLimits, sessions, users, verifications } from '../db/schema/index';
import { enqueueMail } from '../mail/enqueue-mail';
import { languageOfRequest } from '../mail/mail-language';
import { trustedOrigins } from './trusted-origins';
import { existingAccountMail, resetPasswordMail, verifyEmailMail } from './auth-mails';
import { answerExistingAccountSignUp, isExistingAccountSignUp } from './existing-account-sign-up';
import { limitUserFields } from './limit-user-fields';
import { refuseSuspendedSessions } from './refuse-suspended-sign-in';

/** Set by plugins/auth-client-ip.ts from the socket (or a trusted proxy): the only IP source better-auth reads. */
export const CLIENT_IP_HEADER = 'x-beatpasal-client-ip';

export interface AuthOptions {
  env: TEnv;
  database: Database;
  secret: string;
  /** Called after an auth e-mail is written to the outbox so the worker wakes at once. */
  onMailQueued?: () => void;
}

export function createAuth({ env, database, secret, onMailQueued }: AuthOptions) {
  const queue = async (mail: Parameters<typeof enqueueMail>[1]) => {
    await enqueueMail(database.db, mail);
    onMailQueued?.();
  };

  const auth = betterAuth({
    appName: 'Beatpasal',
    baseURL: env.PUBLIC_URL,
    basePath: '/api/auth',
    secret,
    trustedOrigins: trustedOrigins(env),
    database: drizzleAdapter(database.db, {
      provider: 'pg',
      schema: { user: users, session: sessions, account: accounts, verification: verifications, rateLimit: rateLimits },
    }),
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: MIN_PASSWORD,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: async ({ user, url, token }, request) =>
        queue(
          (isExistingAccountSignUp() ? existingAccountMail : resetPasswordMail)({
            to: user.email,
            url,
            dedupeKey: `reset:${token}`,
            language: languageOfRequest(request),
          }),
        ),
      onExistingUserSignUp: async ({ user }): Promise<void> => answerExistingAccountSignUp(auth.api, user),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 3600,
      // The token is a JWT of the address and the second it was made: a resend in the same second
      // carries the same one, and must still be a mail of its own.
      sendVerificationEmail: async ({ user, url, token }, request) =>
        queue(
          verifyEmailMail({
            to: user.email,
            url,
            dedupeKey: `verify:${token}:${randomUUID()}`,
            language: languageOfRequest(request),
          }),
        ),
    },
    databaseHooks: refuseSuspendedSessions(database),
    session: {
      expiresIn: 30 * 24 * 3600,
      updateAge: 24 * 3600,
    },
    rateLimit: {
      enabled: env.NODE_ENV !== 'test',
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        '/sign-in/email': { window: 60, max: 10 },
        '/sign-up/email': { window: 3600, max: 10 },
        '/request-password-reset': { window: 3600, max: 5 },
        '/send-verification-email': { window: 3600, max: 5 },
      },
    },
    advanced: {
      useSecureCookies: env.PUBLIC_URL.startsWith('https://'),
      database: { generateId: () => crypto.randomUUID() },
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
    },
    telemetry: { enabled: false },
    plugins: [limitUserFields()],
  });
  return auth;
}

export type Auth = ReturnType<typeof createAuth>;
