import type { TFeedPage } from '@beatpasal/shared/schemas/catalogue';
import type { TArtistTab } from '@beatpasal/shared/schemas/catalogue-api';
import type { AppContext } from '../../context';
import { findPublicArtistId } from '../../db/repositories/profiles-repository';
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
  const artistId = await findPublicArtistId(ctx.database.db, input.username);
  if (artistId === null) throw artistNotFound(input.username);
  const publicKey = `artist\n${artistId}\n${input.tab}`;
  return loadCardPage(ctx, artistTracksSource(artistId, input.tab), {
    viewerId: input.viewerId,
    cursor: input.cursor,
    publicKey,
  });
}
