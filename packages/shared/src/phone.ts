import { z } from 'zod';
import { toLatinDigits } from './digits';
import { defineMessages } from './message-keys';

/**
 * Nepali mobile numbers: ten digits starting 96, 97 or 98 (NTC, Ncell, SmartCell ranges),
 * typed with or without the country code and with any spacing. Stored as +977XXXXXXXXXX so the
 * artist sees one format and a tel: link always works.
 */
export const PHONE_INVALID = defineMessages('phone', {
  invalid: 'Enter a Nepali mobile number, e.g. 98XXXXXXXX.',
}).invalid;

const SEPARATORS = /[\s\-().]/g;
const WITH_COUNTRY_CODE = /^(?:\+|00)?977(\d{10})$/;
const NATIONAL_MOBILE = /^9[678]\d{8}$/;

/** '+977 981-234 5678' → '+9779812345678'; null when it is not a Nepali mobile number. */
export function normaliseNepaliMobile(raw: string): string | null {
  const compact = toLatinDigits(raw).replace(SEPARATORS, '');
  const national = WITH_COUNTRY_CODE.exec(compact)?.[1] ?? compact;
  return NATIONAL_MOBILE.test(national) ? `+977${national}` : null;
}

/** '+9779812345678' → '9812345678', the form people type and the hint shows; anything else as it is. */
export function formatNepaliMobile(stored: string): string {
  return normaliseNepaliMobile(stored)?.slice('+977'.length) ?? stored;
}

export function isNepaliMobile(raw: string): boolean {
  return normaliseNepaliMobile(raw) !== null;
}

export const ZNepaliMobile = z.string({ error: PHONE_INVALID.key }).transform((raw, ctx) => {
  const normalised = normaliseNepaliMobile(raw);
  if (normalised === null) {
    ctx.addIssue({ code: 'custom', message: PHONE_INVALID.key });
    return z.NEVER;
  }
  return normalised;
});
