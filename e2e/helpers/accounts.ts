import { randomBytes } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { OUTBOX_JSON_PATH } from '../outbox-token.mjs';
import { picturePng, pngFile, qrPng } from './images';
import { readReceivedMail, type TMailQuery } from './received-mail';

/** Reusable steps for journeys that need an account: sign-up through the real e-mail link, roles, profiles. */

export interface TMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  links: string[];
}

export interface TAccount {
  email: string;
  password: string;
}

export interface TMember extends TAccount {
  username: string;
}

export const DEFAULT_PASSWORD = 'beatpasal-123';

const suffix = () => `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

export const uniqueEmail = (prefix = 'user') => `${prefix}-${suffix()}@example.com`;
/** Lower case, 3–30 characters, starts with a letter: always a valid username. */
export const uniqueUsername = (prefix = 'user') => `${prefix}_${suffix()}`.slice(0, 30);

function origin(): string {
  const { baseURL } = test.info().project.use;
  if (!baseURL) throw new Error('playwright.config.ts must set use.baseURL');
  return new URL(baseURL).origin;
}

/** Headers of a page on our own site: the auth service refuses state changes from anywhere else. */
export const sameOrigin = () => ({ origin: origin() });

/**
 * The newest mail to `to` in the local outbox (GET /dev/outbox.json with its token, newest first), waiting up
 * to 10 s for one whose subject matches and whose id is above `newerThan`.
 */
async function readLatestMail(
  request: APIRequestContext,
  to: string,
  options: { subject?: RegExp; newerThan?: number } = {},
): Promise<TMail> {
  let found: TMail | undefined;
  await expect
    .poll(
      async () => {
        const response = await request.get(OUTBOX_JSON_PATH);
        expect(response.ok(), 'the dev outbox answers').toBe(true);
        const { messages } = (await response.json()) as { messages: TMail[] };
        found = messages.find(
          (mail) =>
            mail.to === to &&
            (!options.subject || options.subject.test(mail.subject)) &&
            mail.id > (options.newerThan ?? 0),
        );
        return found !== undefined;
      },
      { message: `a mail to ${to}`, timeout: 10_000 },
    )
    .toBe(true);
  return found as TMail;
}

/** The link a mail asks the reader to follow (verification, password reset). */
export function linkIn(mail: TMail): string {
  const link = mail.links.find((candidate) => candidate.includes('/api/auth/'));
  if (!link) throw new Error(`no auth link in "${mail.subject}": ${mail.links.join(', ')}`);
  return link;
}

/**
 * The newest mail to `to`, wherever this run's app delivers it: the SMTP server of the production
 * shape (playwright.production.config.ts) or the local outbox.
 */
export function readMail(request: APIRequestContext, to: string, options: TMailQuery = {}): Promise<TMail> {
  const smtpFile = test.info().project.metadata.receivedMailFile as string | undefined;
  return smtpFile ? readReceivedMail(smtpFile, to, options) : readLatestMail(request, to, options);
}

async function expectOk(response: { ok(): boolean; status(): number; text(): Promise<string> }, what: string) {
  if (!response.ok()) throw new Error(`${what} failed: ${response.status()} ${await response.text()}`);
}

/** Signs the page's browser context in (its cookies are the page's cookies). */
export async function signInAs(page: Page, { email, password }: TAccount) {
  await expectOk(
    await page.request.post('/api/auth/sign-in/email', { data: { email, password }, headers: sameOrigin() }),
    'sign-in',
  );
}

/**
 * A new account whose e-mail is verified through the real link in the outbox, signed in on `page`
 * (no username or role yet: the page will send it to /set-username).
 */
export async function signUpVerified(
  page: Page,
  request: APIRequestContext,
  account: Partial<TAccount> = {},
): Promise<TAccount> {
  const email = account.email ?? uniqueEmail();
  const password = account.password ?? DEFAULT_PASSWORD;
  const signUp = await request.post('/api/auth/sign-up/email', {
    data: { email, password, name: '' },
    headers: sameOrigin(),
  });
  await expectOk(signUp, 'sign-up');
  const mail = await readMail(request, email, { subject: /verify/i });
  const verify = await request.get(linkIn(mail), { maxRedirects: 0 });
  const landing = verify.headers().location ?? '';
  if (verify.status() >= 400 || landing.includes('error='))
    throw new Error(`verification failed: ${verify.status()} ${landing}`);
  await signInAs(page, { email, password });
  return { email, password };
}

export async function claimUsername(page: Page, username: string, role: 'artist' | 'buyer') {
  await expectOk(
    await page.request.post('/api/me/username', { data: { username, role }, headers: sameOrigin() }),
    'set username',
  );
}

export const BUYER_DETAILS = { fullName: 'Sita Sharma', address: 'Lakeside, Pokhara', phone: '9812345678' };

/** A signed-in buyer; `isComplete: false` stops before the buyer profile (the 'buyer incomplete' state). */
export async function createBuyer(
  page: Page,
  request: APIRequestContext,
  options: { isComplete?: boolean } = {},
): Promise<TMember> {
  const account = await signUpVerified(page, request, { email: uniqueEmail('buyer') });
  const username = uniqueUsername('buyer');
  await claimUsername(page, username, 'buyer');
  if (options.isComplete !== false) {
    await expectOk(
      await page.request.put('/api/me/buyer-profile', { data: BUYER_DETAILS, headers: sameOrigin() }),
      'buyer profile',
    );
  }
  return { ...account, username };
}

/** A signed-in artist; `isComplete: false` stops before the artist profile. */
export async function createArtist(
  page: Page,
  request: APIRequestContext,
  options: { isComplete?: boolean; displayName?: string; bio?: string } = {},
): Promise<TMember> {
  const account = await signUpVerified(page, request, { email: uniqueEmail('artist') });
  const username = uniqueUsername('artist');
  await claimUsername(page, username, 'artist');
  if (options.isComplete !== false) {
    const multipart = {
      displayName: options.displayName ?? `DJ ${username}`,
      bio: options.bio ?? 'Beats from Kathmandu.',
      avatar: pngFile('avatar.png', await picturePng(400, 400, 'DJ')),
      cover: pngFile('cover.png', await picturePng(1500, 500, 'Beatpasal')),
      walletQr: pngFile('esewa.png', await qrPng(`esewa://pay?id=${username}`)),
      walletQrLabel: 'esewa',
    };
    await expectOk(
      await page.request.put('/api/me/artist-profile', { multipart, headers: sameOrigin() }),
      'artist profile',
    );
  }
  return { ...account, username };
}

/** Journeys that are not about the welcome popup start with it already dismissed. */
export async function dismissWelcomeUpFront(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem('beatpasal.welcomeSeen', '1'));
}

/** Fills the login form and signs in through the page, as a person would. */
export async function signInThroughForm(page: Page, { email, password }: TAccount) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
