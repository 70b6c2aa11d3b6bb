import type { TEndpointKind } from './endpoint-kinds';
import { HELLO_PATH } from './start-bench-app';
import { TYPO_QUERY } from './seed-words';

export interface Endpoint {
  name: string;
  path: string;
  /**
   * 'page' endpoints are the ones DESIGN §4 wants independent of catalogue size, measured against
   * the database (visitor cache off); 'visitor' ones are the same feeds as signed-out visitors get
   * them from the running app, cache on; 'signed-in' ones are the 'page' lists as a signed-in buyer
   * sees them (their cookie, the cards' like and purchase flags) from the running app, where one
   * person repeating a request within a moment gets their own kept answer (decision 040);
   * 'signed-in-uncached' ones are the same against the app without caches: the page and the
   * person's flags read from the database on every request.
   */
  kind: TEndpointKind;
  /** Sent with every request: the session cookie of a signed-in user's endpoint. */
  headers?: Record<string, string>;
  /**
   * An endpoint whose budget is a ratio to this one: measured right next to it in every round, the
   * order alternating, so that both figures of a ratio meet the machine in the same state.
   */
  pairedWith?: Endpoint;
}

const FEED_SORTS = ['recent', 'likes', 'price_desc', 'tracks_uploaded'] as const;

interface FeedPage {
  items: unknown[];
  nextCursor: string | null;
}

async function getPage(baseUrl: string, path: string, headers?: Record<string, string>): Promise<FeedPage> {
  const response = await fetch(baseUrl + path, { headers });
  if (!response.ok)
    throw new Error(`GET ${path} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  const body = (await response.json()) as FeedPage;
  if (!Array.isArray(body.items) || body.items.length === 0) throw new Error(`GET ${path} returned no tracks`);
  return body;
}

/**
 * What the bench measures; 'visitor' rows go to the app with its cache, the others to one without. Every URL is fetched once first: it must answer 200 with cards, and
 * page 2 needs the first page's cursor. artist1 is the artist with the most tracks.
 */
export async function benchEndpoints(baseUrl: string, buyer: Record<string, string>): Promise<Endpoint[]> {
  const feeds = FEED_SORTS.map((sort): Endpoint => ({
    name: `feed ${sort}`,
    path: `/api/tracks?sort=${sort}`,
    kind: 'page',
  }));
  const first = await getPage(baseUrl, '/api/tracks?sort=recent');
  if (!first.nextCursor) throw new Error('the feed has no second page');
  const endpoints: Endpoint[] = [
    { name: 'hello world', path: HELLO_PATH, kind: 'hello' },
    ...feeds,
    { name: 'feed home (2 per artist)', path: '/api/tracks?sort=recent&home=1', kind: 'page' },
    { name: 'artists (home carousel)', path: '/api/artists', kind: 'page' },
    {
      name: 'feed recent page 2',
      path: `/api/tracks?sort=recent&cursor=${encodeURIComponent(first.nextCursor)}`,
      kind: 'page',
    },
    { name: 'genre Trap', path: '/api/tracks?genre=Trap', kind: 'page' },
    { name: 'artist artist1', path: '/api/artists/artist1/tracks', kind: 'page' },
    { name: `search '${TYPO_QUERY}'`, path: `/api/tracks?q=${TYPO_QUERY}`, kind: 'search' },
  ];
  for (const endpoint of endpoints) if (endpoint.kind !== 'hello') await getPage(baseUrl, endpoint.path);
  const viaCache = endpoints
    .filter((endpoint) => endpoint.name.startsWith('feed '))
    .map((endpoint): Endpoint => ({ ...endpoint, name: `${endpoint.name} (visitor cache)`, kind: 'visitor' }));
  const signedIn = endpoints
    .filter(
      (endpoint) =>
        endpoint.name.startsWith('feed ') || endpoint.name.startsWith('genre ') || endpoint.name.startsWith('artist '),
    )
    .map((endpoint): Endpoint => ({
      ...endpoint,
      name: `${endpoint.name} (signed-in buyer)`,
      kind: 'signed-in',
      headers: buyer,
    }));
  for (const endpoint of signedIn) await getPage(baseUrl, endpoint.path, endpoint.headers);
  const uncached = signedIn.map((endpoint): Endpoint => ({
    ...endpoint,
    name: endpoint.name.replace(/\)$/, ', no caches)'),
    kind: 'signed-in-uncached',
  }));
  return [...endpoints, ...viaCache, ...signedIn, ...uncached];
}
