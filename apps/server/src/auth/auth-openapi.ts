import { z } from 'zod';
import { ZForgotPassword, ZResetPassword, ZSignIn, ZSignUp } from '@beatpasal/shared/schemas/accounts';
import { access, type TAccessDeclaration } from './access-declaration';

const json = (schema: z.ZodType) => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
const callbackURL = z
  .string()
  .max(2000)
  .optional()
  .describe('A path on this site to land on after the link in the e-mail.');
const ERROR = { description: 'better-auth error: `{ code, message }`; message is for people.' };

interface AuthOperation {
  summary: string;
  body?: z.ZodObject;
  query?: Record<string, string>;
  pathParam?: string;
  ok: string;
  declaration: { 'x-access': TAccessDeclaration };
}

function operation(op: AuthOperation) {
  const parameters = [
    ...Object.entries(op.query ?? {}).map(([name, description]) => ({
      name,
      in: 'query',
      required: name === 'token',
      description,
      schema: { type: 'string' },
    })),
    ...(op.pathParam ? [{ name: op.pathParam, in: 'path', required: true, schema: { type: 'string' } }] : []),
  ];
  return {
    tags: ['auth'],
    summary: op.summary,
    ...(parameters.length > 0 && { parameters }),
    ...(op.body && { requestBody: { required: true, content: { 'application/json': { schema: json(op.body) } } } }),
    responses: { 200: { description: op.ok }, 400: ERROR, 401: ERROR, 403: ERROR, 429: ERROR },
    ...op.declaration,
  };
}

/** The better-auth endpoints the web app and the e-mails use (auth-api.ts, sign-out.ts, auth-mails.ts). */
export const AUTH_PATHS = {
  '/api/auth/sign-up/email': {
    post: operation({
      summary: 'Create an account; a verification e-mail follows. `name` is required by better-auth and sent empty.',
      body: ZSignUp.extend({ name: z.string().max(0), callbackURL }),
      ok: 'Account created (or an e-mail sent to the owner of an existing one).',
      declaration: access('none', { others: 200 }),
    }),
  },
  '/api/auth/sign-in/email': {
    post: operation({
      summary: 'Sign in; sets the session cookie.',
      body: ZSignIn.extend({ rememberMe: z.boolean().optional() }),
      ok: 'Signed in.',
      declaration: access('none', { others: 403 }),
    }),
  },
  '/api/auth/sign-out': {
    post: operation({
      summary: 'End the current session.',
      ok: 'Signed out.',
      declaration: access('none', { others: 200 }),
    }),
  },
  '/api/auth/get-session': {
    get: operation({
      summary: 'The current session and user, or null.',
      ok: 'Session or null.',
      declaration: access('none', { others: 200 }),
    }),
  },
  '/api/auth/send-verification-email': {
    post: operation({
      summary: 'Send the verification e-mail again.',
      body: ZForgotPassword.extend({ callbackURL }),
      ok: 'Sent when the address has an unverified account.',
      declaration: access('none', { others: 400, visitor: 200, suspended: 200 }),
    }),
  },
  '/api/auth/verify-email': {
    get: operation({
      summary: 'The link of the verification e-mail.',
      query: { token: 'The token from the e-mail.', callbackURL: 'Where to land afterwards.' },
      ok: 'Verified.',
      declaration: access('none', { others: 401 }),
    }),
  },
  '/api/auth/request-password-reset': {
    post: operation({
      summary: 'Send a password-reset e-mail; the answer is the same whether or not the address has an account.',
      body: ZForgotPassword.extend({ redirectTo: callbackURL }),
      ok: 'Accepted.',
      declaration: access('none', { others: 200 }),
    }),
  },
  '/api/auth/reset-password/{token}': {
    get: operation({
      summary: 'The link of the reset e-mail: redirects to the reset page with the token.',
      pathParam: 'token',
      query: { callbackURL: 'The reset page.' },
      ok: 'Redirect.',
      declaration: access('none', { others: 400 }),
    }),
  },
  '/api/auth/reset-password': {
    post: operation({
      summary: 'Choose a new password with the token from the e-mail.',
      body: ZResetPassword,
      ok: 'Password changed.',
      declaration: access('none', { others: 400 }),
    }),
  },
};
