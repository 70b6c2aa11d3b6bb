import type { TLanguage } from '@beatpasal/shared/schemas/accounts';
import type { Queryable } from '../db/client';
import { findLanguageByEmail, findProfileLanguage } from '../db/repositories/profiles-repository';

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
  return (await findProfileLanguage(q, userId)) ?? 'en';
}

/** The language of the account at this address, for e-mails whose sender knows only the address. */
export async function languageOfAddress(q: Queryable, email: string): Promise<TLanguage> {
  return (await findLanguageByEmail(q, email)) ?? 'en';
}
