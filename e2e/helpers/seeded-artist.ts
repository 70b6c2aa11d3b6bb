import { seedArtist, type TSeededArtist, type TTrackSeed } from './catalogue';
import { test } from './test';

/**
 * One artist with `tracks` uploaded, shared by every test of the file: seeded before the first,
 * signed out after the last. Read it through the returned function once the tests run.
 */
export function seedArtistForFile(displayName: string, tracks: TTrackSeed[] = []): () => TSeededArtist {
  let artist: TSeededArtist | undefined;
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    artist = await seedArtist(browser, displayName, tracks);
  });
  test.afterAll(async () => {
    await artist?.context.close();
  });
  return () => {
    if (!artist) throw new Error(`${displayName} was not seeded`);
    return artist;
  };
}
