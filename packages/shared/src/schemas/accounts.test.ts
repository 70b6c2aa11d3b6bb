import { describe, expect, it } from 'vitest';
import { ZForgotPassword, ZMe, ZResetPassword, ZSetUsername, ZSignIn, ZSignUp } from './accounts';
import { messageOfKey } from '../message-keys';

/** The English of an issue's message, which the schemas give by key (decision record 077). */
const englishOf = (issueMessage: string) => messageOfKey(issueMessage)?.text ?? issueMessage;

const messagesOf = (result: { error?: { issues: { message: string; path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), englishOf(issue.message)]) ?? [];

describe('ZSignUp', () => {
  it('accepts an e-mail and a password of six characters, normalising the e-mail', () => {
    expect(ZSignUp.parse({ email: '  Sujan@Example.COM ', password: 'abc def' })).toEqual({
      email: 'sujan@example.com',
      password: 'abc def',
    });
  });

  it('uses the spec message for a short password', () => {
    expect(messagesOf(ZSignUp.safeParse({ email: 'a@b.co', password: '12345' }))).toEqual([
      ['password', 'Password must be at least 6 characters'],
    ]);
  });

  it('says what is missing, once per field', () => {
    expect(messagesOf(ZSignUp.safeParse({ email: ' ', password: '' }))).toEqual([
      ['email', 'Email is required.'],
      ['password', 'Password is required.'],
    ]);
    expect(messagesOf(ZSignUp.safeParse({}))).toEqual([
      ['email', 'Email is required.'],
      ['password', 'Password is required.'],
    ]);
  });

  it('rejects a malformed e-mail and an over-long password', () => {
    expect(messagesOf(ZSignUp.safeParse({ email: 'sujan@', password: 'x'.repeat(129) }))).toEqual([
      ['email', 'Enter a valid email address.'],
      ['password', 'Password can be at most 128 characters.'],
    ]);
  });
});

describe('ZSignIn and ZForgotPassword', () => {
  it('need only presence of the password, not its length', () => {
    expect(ZSignIn.safeParse({ email: 'a@b.co', password: '1' }).success).toBe(true);
    expect(messagesOf(ZSignIn.safeParse({ email: 'a@b.co', password: '' }))).toEqual([
      ['password', 'Password is required.'],
    ]);
  });

  it('require an e-mail to send a reset link', () => {
    expect(messagesOf(ZForgotPassword.safeParse({ email: '' }))).toEqual([['email', 'Email is required.']]);
  });
});

describe('ZResetPassword', () => {
  it('needs the token from the link and a valid new password', () => {
    expect(ZResetPassword.safeParse({ token: 't', newPassword: 'secret1' }).success).toBe(true);
    expect(messagesOf(ZResetPassword.safeParse({ token: '', newPassword: 'short' }))).toEqual([
      ['token', 'This reset link is invalid or has expired. Please request a new one.'],
      ['newPassword', 'Password must be at least 6 characters'],
    ]);
  });
});

describe('ZSetUsername', () => {
  it('normalises the username and accepts artist or buyer', () => {
    expect(ZSetUsername.parse({ username: 'DJ_Sujan', role: 'artist' })).toEqual({
      username: 'dj_sujan',
      role: 'artist',
    });
  });

  it('does not let a user make themselves admin', () => {
    expect(messagesOf(ZSetUsername.safeParse({ username: 'dj_sujan', role: 'admin' }))).toEqual([
      ['role', 'Choose a role: Artist or Buyer.'],
    ]);
  });

  it('reports the username rule', () => {
    expect(messagesOf(ZSetUsername.safeParse({ username: '', role: 'buyer' }))).toEqual([
      ['username', 'Username is required'],
    ]);
  });
});

describe('ZMe', () => {
  const profile = {
    id: 'u1',
    username: 'dj_sujan',
    role: 'buyer',
    displayName: null,
    avatarUrl: null,
    buyerFullName: null,
    buyerAddress: null,
    buyerPhone: null,
  };

  it('describes a signed-in user and a visitor', () => {
    expect(
      ZMe.safeParse({
        user: { id: 'u1', email: 'a@b.co', emailVerified: true },
        profile,
        routingState: 'buyer_incomplete',
      }).success,
    ).toBe(true);
    expect(ZMe.safeParse({ user: null, profile: null, routingState: 'logged_out' }).success).toBe(true);
  });

  it('never carries the browser-only checking state', () => {
    expect(ZMe.safeParse({ user: null, profile: null, routingState: 'checking' }).success).toBe(false);
  });
});
