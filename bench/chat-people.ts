import { randomBytes } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { AppContext } from '../apps/server/src/context';
import { users } from '../apps/server/src/db/schema/index';

export interface BenchPerson {
  id: string;
  cookie: string;
}

async function post(ctx: AppContext, baseUrl: string, path: string, body: object, cookie?: string): Promise<Response> {
  const headers = { 'content-type': 'application/json', origin: ctx.env.PUBLIC_URL, ...(cookie ? { cookie } : {}) };
  const response = await fetch(baseUrl + path, { method: 'POST', headers, body: JSON.stringify(body) });
  if (!response.ok)
    throw new Error(`POST ${path} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return response;
}

/** A real account through the app (sign-up, e-mail marked verified, sign-in, username and role), so its cookie is a real session. */
export async function signUpBenchPerson(
  ctx: AppContext,
  baseUrl: string,
  role: 'artist' | 'buyer',
): Promise<BenchPerson> {
  const suffix = randomBytes(5).toString('hex');
  const email = `bench-${role}-${suffix}@example.com`;
  const password = 'bench-password-1';
  // Sign-up is limited per address, and every bench account comes from loopback.
  await ctx.database.db.execute(sql`delete from rate_limits`);
  await post(ctx, baseUrl, '/api/auth/sign-up/email', { email, password, name: '' });
  await ctx.database.db.update(users).set({ emailVerified: true }).where(eq(users.email, email));
  const signIn = await post(ctx, baseUrl, '/api/auth/sign-in/email', { email, password });
  const cookie = signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const { user } = (await signIn.json()) as { user: { id: string } };
  await post(ctx, baseUrl, '/api/me/username', { username: `${role}_${suffix}`, role }, cookie);
  return { id: user.id, cookie };
}
