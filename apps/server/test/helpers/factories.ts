import { randomBytes } from 'node:crypto';
import { and, desc, eq, like } from 'drizzle-orm';
import { mailOutbox, profiles } from '../../src/db/schema/index';
import { multipart, type FilePart } from './multipart';
import { testImage, testQrPng } from './test-images';
import type { TestApp } from './test-app';

export interface TestUser {
  userId: string;
  email: string;
  password: string;
  cookie: string;
}

export interface TestAccount extends TestUser {
  username: string;
}

const uniqueSuffix = () => randomBytes(4).toString('hex');

/** Headers of a browser on our own site: better-auth refuses state changes from other origins. */
export function sameOrigin(t: TestApp, cookie?: string): Record<string, string> {
  return { origin: t.env.PUBLIC_URL, ...(cookie ? { cookie } : {}) };
}

export async function latestMailLink(t: TestApp, to: string, dedupePrefix: string): Promise<string> {
  const [mail] = await t.ctx.database.db
    .select({ links: mailOutbox.links })
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, to), like(mailOutbox.dedupeKey, `${dedupePrefix}%`)))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const link = mail?.links[0];
  if (!link) throw new Error(`no ${dedupePrefix} mail for ${to}`);
  return link;
}

/** The path and query of an absolute link from an e-mail, for `inject`. */
export const pathOf = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
};

export async function signIn(t: TestApp, email: string, password: string): Promise<{ userId: string; cookie: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: sameOrigin(t),
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  return { userId: (res.json() as { user: { id: string } }).user.id, cookie };
}

/** Signs up through better-auth, follows the verification link from the outbox and signs in. */
export async function signUpAndVerify(
  t: TestApp,
  options: { email?: string; password?: string } = {},
): Promise<TestUser> {
  const email = options.email ?? `user-${uniqueSuffix()}@example.com`;
  const password = options.password ?? 'secret-password-1';
  const signUp = await t.app.inject({
    method: 'POST',
    url: '/api/auth/sign-up/email',
    headers: sameOrigin(t),
    payload: { email, password, name: '' },
  });
  if (signUp.statusCode !== 200) throw new Error(`sign-up failed: ${signUp.statusCode} ${signUp.body}`);
  const verify = await t.app.inject({ method: 'GET', url: pathOf(await latestMailLink(t, email, 'verify:')) });
  if (verify.statusCode >= 400) throw new Error(`verification failed: ${verify.statusCode} ${verify.body}`);
  return { ...(await signIn(t, email, password)), email, password };
}

export async function claimUsername(t: TestApp, cookie: string, username: string, role: 'artist' | 'buyer') {
  return t.app.inject({
    method: 'POST',
    url: '/api/me/username',
    headers: sameOrigin(t, cookie),
    payload: { username, role },
  });
}

function expectOk(res: { statusCode: number; body: string }, what: string): void {
  if (res.statusCode >= 300) throw new Error(`${what} failed: ${res.statusCode} ${res.body}`);
}

export interface BuyerOverrides {
  email?: string;
  username?: string;
  fullName?: string;
  address?: string;
  phone?: string;
}

/** A buyer with a username and a complete buyer profile. */
export async function createBuyer(t: TestApp, overrides: BuyerOverrides = {}): Promise<TestAccount> {
  const user = await signUpAndVerify(t, { email: overrides.email });
  const username = overrides.username ?? `buyer_${uniqueSuffix()}`;
  expectOk(await claimUsername(t, user.cookie, username, 'buyer'), 'claiming a buyer username');
  const profile = {
    fullName: overrides.fullName ?? 'Sita Sharma',
    address: overrides.address ?? 'Lalitpur, Bagmati',
    phone: overrides.phone ?? '9812345678',
  };
  expectOk(
    await t.app.inject({
      method: 'PUT',
      url: '/api/me/buyer-profile',
      headers: sameOrigin(t, user.cookie),
      payload: profile,
    }),
    'saving the buyer profile',
  );
  return { ...user, username };
}

export interface ArtistOverrides {
  email?: string;
  username?: string;
  fields?: Record<string, string>;
  files?: Record<string, FilePart>;
}

/** The multipart form of a complete artist profile: text fields, avatar, cover and an eSewa QR. */
export async function artistProfileForm(overrides: Pick<ArtistOverrides, 'fields' | 'files'> = {}) {
  const files = overrides.files ?? {
    avatar: { bytes: await testImage({ width: 400, height: 400 }), filename: 'me.png', contentType: 'image/png' },
    cover: {
      bytes: await testImage({ width: 1600, height: 600, format: 'jpeg' }),
      filename: 'cover.jpg',
      contentType: 'image/jpeg',
    },
    walletQr: { bytes: await testQrPng(), filename: 'esewa.png', contentType: 'image/png' },
  };
  const fields = { displayName: 'DJ Test', bio: 'Beats from Kathmandu.', walletQrLabel: 'esewa', ...overrides.fields };
  return multipart(fields, files);
}

/** An artist with a username and a complete profile (avatar, cover, primary wallet QR). */
export async function createArtist(t: TestApp, overrides: ArtistOverrides = {}): Promise<TestAccount> {
  const user = await signUpAndVerify(t, { email: overrides.email });
  const username = overrides.username ?? `artist_${uniqueSuffix()}`;
  expectOk(await claimUsername(t, user.cookie, username, 'artist'), 'claiming an artist username');
  const form = await artistProfileForm(overrides);
  expectOk(
    await t.app.inject({
      method: 'PUT',
      url: '/api/me/artist-profile',
      headers: { ...sameOrigin(t, user.cookie), ...form.headers },
      payload: form.payload,
    }),
    'saving the artist profile',
  );
  return { ...user, username };
}

/** Admins are made from the command line, not by a form: the role is written directly. */
export async function createAdmin(t: TestApp, overrides: { email?: string } = {}): Promise<TestUser> {
  const user = await signUpAndVerify(t, overrides);
  await t.ctx.database.db.insert(profiles).values({ id: user.userId, role: 'admin' });
  return user;
}
