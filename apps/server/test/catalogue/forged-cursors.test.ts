import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_MESSAGES } from '@beatpasal/shared/schemas/catalogue-api';
import type { TKeyType } from '../../src/db/repositories/card-page-source';
import { encodeCursor } from '../../src/services/catalogue/page-cursor';
import { createArtist, type TestAccount } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { insertReadyTracks, SETUP_TIMEOUT_MS } from './catalogue-fixtures';

/**
 * Cursors are only base64url JSON, so anyone can write one. Keys that have the right shape but
 * no value of their SQL type (an int beyond 32 bits, 30 February, a real of 1e99999) must be
 * refused as a stale link, not reach PostgreSQL and come back as a 500.
 */
interface CursorList {
  name: string;
  url: (artist: TestAccount) => string;
  keys: readonly TKeyType[];
  /** The signed-in artist's session is sent. */
  isPrivate?: boolean;
}

const LISTS: readonly CursorList[] = [
  { name: 'recent', url: () => '/api/tracks?sort=recent', keys: ['timestamp', 'uuid'] },
  { name: 'likes', url: () => '/api/tracks?sort=likes', keys: ['int', 'timestamp', 'uuid'] },
  { name: 'price_in_force_desc', url: () => '/api/tracks?sort=price_desc', keys: ['int', 'timestamp', 'uuid'] },
  {
    name: 'tracks_uploaded',
    url: () => '/api/tracks?sort=tracks_uploaded',
    keys: ['int', 'text', 'timestamp', 'uuid'],
  },
  { name: 'relevance', url: () => '/api/tracks?q=beat', keys: ['real', 'timestamp', 'uuid'] },
  { name: 'recent', url: () => '/api/tracks?home=1', keys: ['timestamp', 'uuid'] },
  {
    name: 'artist-recent',
    url: (artist) => `/api/artists/${artist.username}/tracks?tab=songs`,
    keys: ['timestamp', 'uuid'],
  },
  {
    name: 'artist-likes',
    url: (artist) => `/api/artists/${artist.username}/tracks?tab=likes`,
    keys: ['int', 'timestamp', 'uuid'],
  },
  { name: 'artists', url: () => '/api/artists', keys: ['int', 'text'] },
  { name: 'liked', url: () => '/api/me/likes', keys: ['timestamp', 'uuid'], isPrivate: true },
  { name: 'my-tracks', url: () => '/api/me/tracks', keys: ['timestamp', 'uuid'], isPrivate: true },
];

const GOOD_KEY: Record<TKeyType, string> = {
  int: '3',
  text: 'someone',
  uuid: 'ffffffff-ffff-4fff-bfff-ffffffffffff',
  timestamp: '2026-01-10T10:00:00.000000Z',
  real: '0.5',
};

/** Keys a hand-written cursor can carry that match the key's pattern but not its SQL type. */
const FORGED_KEYS: Record<TKeyType, readonly string[]> = {
  int: ['9999999999', '-9999999999', '2147483648'],
  text: ['\u0000', 'a\u0000b'],
  uuid: ['FFFFFFFF-FFFF-4FFF-BFFF-FFFFFFFFFFFF', 'not-a-uuid'],
  timestamp: [
    '2026-13-01T00:00:00.000000Z',
    '2026-02-30T00:00:00.000000Z',
    '2026-01-01T25:00:00.000000Z',
    '2026-01-01T10:61:00.000000Z',
    '0000-01-01T00:00:00.000000Z',
    '9999-99-99T99:99:99.999999Z',
  ],
  real: ['1e99999', '-1e99999', '1e-99999', '1e39', '0.' + '0'.repeat(60) + '1', 'NaN', 'Infinity'],
};

const withCursor = (url: string, cursor: string) => `${url}${url.includes('?') ? '&' : '?'}cursor=${cursor}`;

let t: TestApp;
let artist: TestAccount;

beforeAll(async () => {
  t = await createTestApp();
  artist = await createArtist(t);
  await insertReadyTracks(t, artist.userId, [{ title: 'Beat one', likeCount: 2 }, { title: 'Beat two' }]);
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

async function get(list: CursorList, keys: readonly string[]) {
  const headers = list.isPrivate ? { cookie: artist.cookie } : {};
  return t.app.inject({ method: 'GET', url: withCursor(list.url(artist), encodeCursor(list.name, keys)), headers });
}

describe.each(LISTS)('a forged cursor of $name ($keys)', (list) => {
  it('is answered when every key has a value of its type', async () => {
    const res = await get(
      list,
      list.keys.map((type) => GOOD_KEY[type]),
    );
    expect(res.statusCode, res.body).toBe(200);
  });

  const cases = list.keys.flatMap((type, index) => FORGED_KEYS[type].map((value) => ({ index, type, value })));
  it.each(cases)('is refused with a 400 when key $index ($type) is $value', async ({ index, value }) => {
    const keys = list.keys.map((type, position) => (position === index ? value : GOOD_KEY[type]));
    const res = await get(list, keys);
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json().error.message).toBe(CATALOGUE_MESSAGES.badCursor.text);
  });
});
