import type { TLanguage } from '@beatpasal/shared/schemas/accounts';
import { eq } from 'drizzle-orm';
import type { Queryable } from '../db/client';
import { users } from '../db/schema/auth';
import { profiles } from '../db/schema/profiles';

/** The language an Accept-Language header asks for: the SPA sends its page language. */
export function languageOfHeader(value: string | null | undefined): TLanguage {
  const first = value
    ?.split(',')
    .map((part) => part.trim().toLowerCase().split(/[-;]/)[0])
    .find((code) => code === 'ne' || code === 'en');
  return first === 'ne' ? 'ne' : 'en';
}

/** The language a request asks for. */
export function languageOfRequest(request: Request | undefined): TLanguage {
  return languageOfHeader(request?.headers.get('accept-language'));
}

/** The language a person chose for their account; English until they choose. */
export async function languageOfUser(q: Queryable, userId: string): Promise<TLanguage> {
  const [row] = await q.select({ language: profiles.language }).from(profiles).where(eq(profiles.id, userId));
  return row?.language ?? 'en';
}

/** The language of the account at this address, for e-mails whose sender knows only the address. */
export async function languageOfAddress(q: Queryable, email: string): Promise<TLanguage> {
  const [row] = await q
    .select({ language: profiles.language })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.email, email));
  return row?.language ?? 'en';
}
