import { AsyncLocalStorage } from 'node:async_hooks';
import { RESET_LANDING, VERIFIED_LANDING } from '@beatpasal/shared/constants';

interface AuthApi {
  requestPasswordReset(input: { body: { email: string; redirectTo: string } }): Promise<unknown>;
  sendVerificationEmail(input: { body: { email: string; callbackURL: string } }): Promise<unknown>;
}

const answeringSignUp = new AsyncLocalStorage<true>();

/** True inside `answerExistingAccountSignUp`: the reset link it asks for goes into the "already have an account" mail. */
export function isExistingAccountSignUp(): boolean {
  return answeringSignUp.getStore() === true;
}

/**
 * Someone signed up with an address that has an account. The screen says "check your e-mail" as
 * for a new account (no enumeration); the inbox gets what helps: a verified account a reset link
 * in an "already have an account" mail, an unverified one its verification link again. Both go
 * through better-auth's own endpoints, so the tokens are the ones its links check.
 */
export async function answerExistingAccountSignUp(
  api: AuthApi,
  user: { email: string; emailVerified: boolean },
): Promise<void> {
  if (!user.emailVerified) {
    await api.sendVerificationEmail({ body: { email: user.email, callbackURL: VERIFIED_LANDING } });
    return;
  }
  await answeringSignUp.run(true, () =>
    api.requestPasswordReset({ body: { email: user.email, redirectTo: RESET_LANDING } }),
  );
}
