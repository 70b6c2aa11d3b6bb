import type { TForgotPassword, TResetPassword, TSignIn, TSignUp } from '@beatpasal/shared/schemas/accounts';
import { RESET_LANDING as RESET_CALLBACK, VERIFIED_LANDING as VERIFIED_CALLBACK } from '@beatpasal/shared/constants';
import { postAuth } from './auth-request';

export function signUp({ email, password }: TSignUp) {
  // better-auth requires a name; ours is the username, chosen after verification.
  return postAuth('/sign-up/email', { email, password, name: '', callbackURL: VERIFIED_CALLBACK });
}

export function signIn({ email, password }: TSignIn) {
  return postAuth('/sign-in/email', { email, password });
}

export function sendVerificationEmail(email: string) {
  return postAuth('/send-verification-email', { email, callbackURL: VERIFIED_CALLBACK });
}

/** The answer is the same whether or not the address has an account. */
export function requestPasswordReset({ email }: TForgotPassword) {
  return postAuth('/request-password-reset', { email, redirectTo: RESET_CALLBACK });
}

export function resetPassword({ token, newPassword }: TResetPassword) {
  return postAuth('/reset-password', { token, newPassword });
}
