import type { TFeedPage } from '@beatpasal/shared/schemas/catalogue';
import type { TArtistTab } from '@beatpasal/shared/schemas/catalogue-api';
import type { AppContext } from '../../context';
import { findPublicArtistByUsername } from '../../db/repositories/profiles-repository';
import { artistTracksSource } from '../../db/repositories/feed-sources';
import { artistNotFound } from '../profiles/artist-not-found';
import { loadCardPage } from './load-card-page';

export interface ListArtistTracksInput {
  viewerId: string | null;
  username: string;
  tab: TArtistTab;
  cursor?: string;
}

/** GET /api/artists/:username/tracks: the visible tracks of an artist page tab. */
export async function listArtistTracks(ctx: AppContext, input: ListArtistTracksInput): Promise<TFeedPage> {
  const artist = await findPublicArtistByUsername(ctx.database.db, input.username);
  if (!artist) throw artistNotFound(input.username);
  const publicKey = `artist\n${artist.id}\n${input.tab}`;
  return loadCardPage(ctx, artistTracksSource(artist.id, input.tab), { viewerId: input.viewerId, cursor: input.cursor, publicKey });
}
