import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TFeedPage, TTrackDetail } from '@beatpasal/shared/schemas/catalogue';
import { createArtist, sameOrigin, type TestAccount } from '../helpers/factories';
import { createTestApp, type TestApp } from '../helpers/test-app';
import { SETUP_TIMEOUT_MS } from '../catalogue/catalogue-fixtures';
import { insertSellableTrack } from '../purchases/purchase-fixtures';
import { createSale, dealsCall, inDays } from './deal-fixtures';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { VISITOR_CACHE_MS: '0' } });
}, SETUP_TIMEOUT_MS);
afterAll(() => t.close());

const get = async <T>(url: string) => (await t.app.inject({ method: 'GET', url, headers: sameOrigin(t) })).json<T>();
const cardOf = async (artist: TestAccount, trackId: string) =>
  (await get<TFeedPage>(`/api/artists/${artist.username}/tracks`)).items.find((card) => card.id === trackId)!;

describe('the price in force on cards and the track page', () => {
  it('shows the sale’s percent, its end and the prices after it', async () => {
    const artist = await createArtist(t);
    const { trackId } = await insertSellableTrack(t, artist);
    expect((await cardOf(artist, trackId)).sale).toBeUndefined();
    const endsAt = inDays(7);
    await createSale(t, artist, { percentOff: 15, endsAt });
    await createSale(t, artist, { percentOff: 20, endsAt });
    await createSale(t, artist, { percentOff: 50, startsAt: inDays(8), endsAt: inDays(9) });

    expect((await cardOf(artist, trackId)).sale).toEqual({ percentOff: 20, endsAt, lowestPaisa: 120000 });
    const page = await get<TTrackDetail>(`/api/tracks/${trackId}`);
    expect(page.lowestPriceNpr).toBe(1500);
    expect(page.sale).toEqual({
      percentOff: 20,
      endsAt,
      lowestPaisa: 120000,
      licencePaisa: [
        { kind: 'lease', pricePaisa: 120000 },
        { kind: 'exclusive', pricePaisa: 4000000 },
      ],
    });
  });

  it('leaves tracks a per-track sale does not name, and ends with the sale', async () => {
    const artist = await createArtist(t);
    const { trackId: named } = await insertSellableTrack(t, artist);
    const { trackId: other } = await insertSellableTrack(t, artist);
    const saleId = await createSale(t, artist, { trackIds: [named] });
    expect((await cardOf(artist, named)).sale?.percentOff).toBe(20);
    expect((await cardOf(artist, other)).sale).toBeUndefined();
    expect((await get<TTrackDetail>(`/api/tracks/${other}`)).sale).toBeUndefined();
    await dealsCall(t, 'DELETE', `/sales/${saleId}`, artist);
    expect((await cardOf(artist, named)).sale).toBeUndefined();
  });
});
