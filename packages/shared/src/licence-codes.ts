// No zod here: the web's first load may import this file.

/**
 * The code that names one licence (decision 067): 'BPL-' and ten Crockford base32 characters in
 * two groups, e.g. BPL-7K3Q9-XM2FD. Fifty random bits: unguessable, and short enough to read out
 * or type from a printed agreement. Crockford's alphabet has no I, L, O or U, so what a person
 * misreads (O for 0, I or L for 1) still finds the licence.
 */
export const LICENCE_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const LICENCE_CODE_LENGTH = 10;
export const LICENCE_CODE_PREFIX = 'BPL';
export const LICENCE_CODE_PATTERN = /^BPL-[0-9A-HJKMNP-TV-Z]{5}-[0-9A-HJKMNP-TV-Z]{5}$/;
/** Longer input is not a code, whatever it contains: refused before any work. */
export const MAX_LICENCE_CODE_INPUT = 40;

/** Ten characters of the alphabet → 'BPL-XXXXX-XXXXX'. */
export function formatLicenceCode(chars: string): string {
  return `${LICENCE_CODE_PREFIX}-${chars.slice(0, 5)}-${chars.slice(5)}`;
}

/**
 * A code as typed or scanned ('bpl 7k3q9 xm2fd', '7K3Q9XM2FD', 'BPL-7K3Q9-XM2FO') in its one
 * written form, or null when it cannot be a licence code.
 */
export function normaliseLicenceCode(input: string): string | null {
  if (input.length > MAX_LICENCE_CODE_INPUT) return null;
  let chars = input.toUpperCase().replace(/[\s-]/g, '');
  if (chars.length === LICENCE_CODE_PREFIX.length + LICENCE_CODE_LENGTH && chars.startsWith(LICENCE_CODE_PREFIX))
    chars = chars.slice(LICENCE_CODE_PREFIX.length);
  chars = chars.replace(/O/g, '0').replace(/[IL]/g, '1');
  if (chars.length !== LICENCE_CODE_LENGTH || [...chars].some((char) => !LICENCE_CODE_ALPHABET.includes(char)))
    return null;
  return formatLicenceCode(chars);
}

/** Where anyone checks a licence: the page, and the address its QR carries (with the site's origin). */
export function licencePath(code: string): string {
  return `/licence/${code}`;
}
