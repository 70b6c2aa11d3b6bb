import { LOGGED_OUT_ROUTES, matchesRoute } from './routing';

/**
 * `/login?next=/track/…`: where a person goes back to after signing in. Only a path on this site
 * is taken; anything that could leave it (`//evil.com`, `https://evil.com`, `/\evil.com`, a tab or
 * newline the URL parser drops) is ignored, so the parameter can never be an open redirect.
 */
export const NEXT_PARAM = 'next';

const PLACEHOLDER_ORIGIN = 'https://next.invalid';
/** A backslash (browsers read it as '/') or a control character (the URL parser drops tabs and newlines). */
const isUnsafeChar = (char: string) => char === '\\' || char.charCodeAt(0) < 0x20 || char.charCodeAt(0) === 0x7f;

/** The path to return to, or null when `raw` is missing, leaves the site or leads back to a sign-in page. */
export function safeNextPath(raw: string | null | undefined): string | null {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || [...raw].some(isUnsafeChar)) return null;
  let url: URL;
  try {
    url = new URL(raw, PLACEHOLDER_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PLACEHOLDER_ORIGIN || matchesRoute(LOGGED_OUT_ROUTES, url.pathname)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** /login, returning to `from` afterwards when that is a safe path. */
export function loginPath(from: string): string {
  const next = safeNextPath(from);
  return next === null || next === '/' ? '/login' : `/login?${NEXT_PARAM}=${encodeURIComponent(next)}`;
}
