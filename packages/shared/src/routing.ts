import type { TRole } from './roles';

/**
 * Route access by session state (spec §2.1). Decisions beyond the spec: logged-in users opening a
 * logged-out page go home except /reset-password; admins see the public pages and /admin/*;
 * an incomplete buyer may browse the public pages (docs/decisions/005-set-username-redirect.md).
 */
export const ROUTING_STATES = [
  'checking',
  'logged_out',
  'needs_username',
  'buyer_incomplete',
  'buyer',
  'artist',
  'admin',
] as const;
export type TRoutingState = (typeof ROUTING_STATES)[number];

export type TRoutingProfile = {
  username: string | null;
  role: TRole | null;
  buyerFullName: string | null;
  buyerAddress: string | null;
  buyerPhone: string | null;
};

/** undefined while the session is still being read. */
export type TRoutingSession = { user: { id: string } | null; profile: TRoutingProfile | null } | undefined;

/** `not_found`: the admin area, to anyone but an administrator, looks like an address that does not exist. */
export type TRouteDecision =
  { kind: 'wait' } | { kind: 'allow' } | { kind: 'redirect'; to: string } | { kind: 'not_found' };

export const PUBLIC_ROUTES = [
  '/',
  '/artist/:username',
  '/purchase/:id',
  '/checkout/:id',
  '/payment-complete/:id',
  '/track/:id',
  '/genres',
  '/genre/:genreName',
  '/artists',
  '/about',
  '/privacy',
  '/faq',
  '/contact',
  '/licensing',
  '/dispute',
  '/library',
  '/how-to-start',
  '/licence/:code',
  '/unsubscribe',
  '/free-download',
] as const;
export const LOGGED_OUT_ROUTES = ['/login', '/signup', '/check-email', '/reset-password', '/forgot-password'] as const;
export const SET_USERNAME_ROUTE = '/set-username';
export const BUYER_ROUTES = [
  '/buyer-dashboard',
  '/cart',
  '/edit-buyer-profile',
  '/complete-buyer-profile',
  '/messages/:receiverId',
  '/messages',
  '/strikes',
  '/notifications',
  '/settings/notifications',
] as const;
export const ARTIST_ROUTES = [
  '/artist-dashboard',
  '/upload',
  '/edit-profile',
  '/edit-track/:id',
  '/artist-messages',
  '/messages/:receiverId',
  '/strikes',
  '/notifications',
  '/settings/notifications',
] as const;
export const ADMIN_ROUTES = ['/admin', '/admin/*'] as const;
/** A reset link from an e-mail must work whoever is signed in on that browser. */
const OPEN_TO_SIGNED_IN = ['/reset-password'] as const;

const isBlank = (value: string | null): boolean => value === null || value.trim() === '';

export function routingStateOf(session: TRoutingSession): TRoutingState {
  if (session === undefined) return 'checking';
  if (session.user === null) return 'logged_out';
  const { profile } = session;
  // Admins are made from the command line and need no public username.
  if (profile?.role === 'admin') return 'admin';
  if (profile === null || profile.role === null || isBlank(profile.username)) return 'needs_username';
  if (profile.role === 'artist') return 'artist';
  const incomplete = [profile.buyerFullName, profile.buyerAddress, profile.buyerPhone].some(isBlank);
  return incomplete ? 'buyer_incomplete' : 'buyer';
}

function normalisePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

function matchesPattern(pattern: string, path: string): boolean {
  const wanted = pattern.split('/');
  const actual = path.split('/');
  if (wanted.at(-1) === '*') {
    return actual.length >= wanted.length && wanted.slice(0, -1).every((part, i) => part === actual[i]);
  }
  if (wanted.length !== actual.length) return false;
  return wanted.every((part, i) => (part.startsWith(':') ? actual[i] !== '' : part === actual[i]));
}

export function matchesRoute(patterns: readonly string[], pathname: string): boolean {
  const path = normalisePath(pathname);
  return patterns.some((pattern) => matchesPattern(pattern, path));
}

type TSignedInPolicy = { routes: readonly string[]; setUsernameTo: string; fallback: string };

const SIGNED_IN_POLICIES: Record<'buyer_incomplete' | 'buyer' | 'artist' | 'admin', TSignedInPolicy> = {
  buyer_incomplete: {
    routes: BUYER_ROUTES,
    setUsernameTo: '/complete-buyer-profile',
    fallback: '/complete-buyer-profile',
  },
  buyer: { routes: BUYER_ROUTES, setUsernameTo: '/complete-buyer-profile', fallback: '/buyer-dashboard' },
  artist: { routes: ARTIST_ROUTES, setUsernameTo: '/edit-profile', fallback: '/' },
  admin: { routes: ADMIN_ROUTES, setUsernameTo: '/admin', fallback: '/admin' },
};

const allow: TRouteDecision = { kind: 'allow' };
const redirect = (to: string): TRouteDecision => ({ kind: 'redirect', to });

/** `search` is the address's query string: only /login reads it (`next`). */
export function decideRoute(state: TRoutingState, pathname: string, search = ''): TRouteDecision {
  if (state === 'checking') return { kind: 'wait' };
  const path = normalisePath(pathname);
  if (state !== 'admin' && matchesRoute(ADMIN_ROUTES, path)) return { kind: 'not_found' };
  if (state === 'needs_username') return path === SET_USERNAME_ROUTE ? allow : redirect(SET_USERNAME_ROUTE);
  if (matchesRoute(PUBLIC_ROUTES, path)) return allow;
  if (state === 'logged_out') return matchesRoute(LOGGED_OUT_ROUTES, path) ? allow : redirect('/');

  const policy = SIGNED_IN_POLICIES[state];
  if (matchesRoute(policy.routes, path) || matchesRoute(OPEN_TO_SIGNED_IN, path)) return allow;
  if (path === SET_USERNAME_ROUTE) return redirect(policy.setUsernameTo);
  // Signed in on /login?next=…: on to the page that sent the person to log in.
  if (path === '/login') return redirect(safeNextPath(new URLSearchParams(search).get(NEXT_PARAM)) ?? '/');
  if (matchesRoute(LOGGED_OUT_ROUTES, path)) return redirect('/');
  return redirect(policy.fallback);
}

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
