import { describe, expect, it } from 'vitest';
import {
  ADMIN_ROUTES,
  ARTIST_ROUTES,
  BUYER_ROUTES,
  LOGGED_OUT_ROUTES,
  PUBLIC_ROUTES,
  ROUTING_STATES,
  decideRoute,
  matchesRoute,
  routingStateOf,
  type TRouteDecision,
  type TRoutingProfile,
  type TRoutingState,
} from './routing';

const OK = 'allow';
const HOME = '/';
const SET = '/set-username';
const COMPLETE = '/complete-buyer-profile';
const BUYER_HOME = '/buyer-dashboard';
const EDIT = '/edit-profile';
const ADMIN = '/admin';
/** The admin area shows the not-found page to anyone else (it is not advertised by a redirect). */
const NOT_FOUND = 'not_found';

type TExpected = typeof OK | string;
type TSettledState = Exclude<TRoutingState, 'checking'>;
const COLUMNS: TSettledState[] = ['logged_out', 'needs_username', 'buyer_incomplete', 'buyer', 'artist', 'admin'];

const publicRow: TExpected[] = [OK, SET, OK, OK, OK, OK];
const loggedOutPage: TExpected[] = [OK, SET, HOME, HOME, HOME, HOME];
const buyerOnly: TExpected[] = [HOME, SET, OK, OK, HOME, ADMIN];
const artistOnly: TExpected[] = [HOME, SET, COMPLETE, BUYER_HOME, OK, ADMIN];
const adminOnly: TExpected[] = [NOT_FOUND, NOT_FOUND, NOT_FOUND, NOT_FOUND, NOT_FOUND, OK];
const unknown: TExpected[] = [HOME, SET, COMPLETE, BUYER_HOME, HOME, ADMIN];

//                  path                       logged_out needs_username buyer_incomplete buyer artist admin
const TABLE: [string, TExpected[]][] = [
  ...[
    '/',
    '/artist/dj_sujan',
    '/purchase/p1',
    '/checkout/t1',
    '/payment-complete/p1',
    '/track/t1',
    '/genres',
    '/genre/R%26B',
    '/artists',
    '/about',
    '/privacy',
    '/faq',
    '/contact',
    '/licensing',
    '/dispute',
    '/library',
    '/how-to-start',
    '/licence/BPL-7K3Q9-XM2FD',
    '/unsubscribe',
    '/free-download',
    '/about/',
  ].map((path): [string, TExpected[]] => [path, publicRow]),
  ...['/login', '/signup', '/check-email', '/forgot-password'].map((path): [string, TExpected[]] => [
    path,
    loggedOutPage,
  ]),
  ['/reset-password', [OK, SET, OK, OK, OK, OK]],
  ['/set-username', [HOME, OK, COMPLETE, COMPLETE, EDIT, ADMIN]],
  ...['/buyer-dashboard', '/cart', '/edit-buyer-profile', '/complete-buyer-profile', '/messages'].map(
    (path): [string, TExpected[]] => [path, buyerOnly],
  ),
  ['/messages/u1', [HOME, SET, OK, OK, OK, ADMIN]],
  ['/strikes', [HOME, SET, OK, OK, OK, ADMIN]],
  ...['/notifications', '/settings/notifications'].map((path): [string, TExpected[]] => [
    path,
    [HOME, SET, OK, OK, OK, ADMIN],
  ]),
  ...['/artist-dashboard', '/upload', '/edit-profile', '/edit-track/t1', '/artist-messages'].map(
    (path): [string, TExpected[]] => [path, artistOnly],
  ),
  ...['/admin', '/admin/reports', '/admin/purchases/p1'].map((path): [string, TExpected[]] => [path, adminOnly]),
  ...['/nope', '/artist', '/artist/a/b', '/track/', '/edit-track', '/ABOUT', '/administrator', '/messages/u1/x'].map(
    (path): [string, TExpected[]] => [path, unknown],
  ),
];

const CASES = TABLE.flatMap(([path, expected]) =>
  COLUMNS.map((state, i) => [state, path, expected[i] ?? 'missing'] as const),
);

const toDecision = (expected: TExpected): TRouteDecision =>
  expected === OK
    ? { kind: 'allow' }
    : expected === NOT_FOUND
      ? { kind: 'not_found' }
      : { kind: 'redirect', to: expected };

describe('decideRoute', () => {
  it.each(CASES)('%s opening %s → %s', (state, path, expected) => {
    expect(decideRoute(state, path)).toEqual(toDecision(expected));
  });

  it.each(TABLE.map(([path]) => path))('waits on %s while the session is being checked', (path) => {
    expect(decideRoute('checking', path)).toEqual({ kind: 'wait' });
  });

  it('never redirects to a page that redirects again', () => {
    for (const [state, path] of CASES) {
      const decision = decideRoute(state, path);
      if (decision.kind === 'redirect')
        expect([state, decision.to, decideRoute(state, decision.to)]).toEqual([state, decision.to, { kind: 'allow' }]);
    }
  });

  it('is exercised on every route pattern', () => {
    const patterns = [...PUBLIC_ROUTES, ...LOGGED_OUT_ROUTES, ...BUYER_ROUTES, ...ARTIST_ROUTES, ...ADMIN_ROUTES];
    const untested = patterns.filter((pattern) => !TABLE.some(([path]) => matchesRoute([pattern], path)));
    expect(untested).toEqual([]);
    expect(ROUTING_STATES).toEqual(['checking', ...COLUMNS]);
  });
});

describe('routingStateOf', () => {
  const profile = (overrides: Partial<TRoutingProfile>): TRoutingProfile => ({
    username: 'dj_sujan',
    role: 'buyer',
    buyerFullName: 'Sujan Rai',
    buyerAddress: 'Lalitpur',
    buyerPhone: '+9779812345678',
    ...overrides,
  });
  const user = { id: 'u1' };

  it.each([
    ['no session read yet', undefined, 'checking'],
    ['no user', { user: null, profile: null }, 'logged_out'],
    ['no profile row', { user, profile: null }, 'needs_username'],
    ['no username', { user, profile: profile({ username: null }) }, 'needs_username'],
    ['a blank username', { user, profile: profile({ username: ' ' }) }, 'needs_username'],
    ['no role', { user, profile: profile({ role: null }) }, 'needs_username'],
    ['an artist', { user, profile: profile({ role: 'artist', buyerFullName: null }) }, 'artist'],
    ['an admin without username', { user, profile: profile({ role: 'admin', username: null }) }, 'admin'],
    ['a complete buyer', { user, profile: profile({}) }, 'buyer'],
    ['a buyer without full name', { user, profile: profile({ buyerFullName: '' }) }, 'buyer_incomplete'],
    ['a buyer without address', { user, profile: profile({ buyerAddress: '  ' }) }, 'buyer_incomplete'],
    ['a buyer without phone', { user, profile: profile({ buyerPhone: null }) }, 'buyer_incomplete'],
  ] as const)('%s → %s', (_label, session, state) => {
    expect(routingStateOf(session)).toBe(state);
  });
});
