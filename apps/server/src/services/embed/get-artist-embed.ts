import { ARTIST_EMBED_TRACKS } from '@beatpasal/shared/embed';
import type { AppContext } from '../../context';
import { listEmbedTracks } from '../../db/repositories/embed-repository';
import { findPublicArtistByUsername } from '../../db/repositories/profiles-repository';
import { presentEmbedArtist, presentEmbedTrack, type TEmbedArtist, type TEmbedTrack } from './present-embed-track';

export interface TArtistEmbed {
  artist: TEmbedArtist;
  /** The latest public tracks, newest first; may be empty. */
  tracks: TEmbedTrack[];
}

/**
 * /embed/artist/{username} and its oEmbed answer: an artist's few latest public tracks. Null, a
 * 404, for anyone who is not an artist with a public page (suspended and removed accounts included).
 */
export async function getArtistEmbed(ctx: AppContext, username: string): Promise<TArtistEmbed | null> {
  const artist = await findPublicArtistByUsername(ctx.database.db, username.trim());
  if (!artist?.username) return null;
  const rows = await listEmbedTracks(ctx.database.db, artist.id, ARTIST_EMBED_TRACKS);
  return {
    artist: presentEmbedArtist(ctx, { username: artist.username, displayName: artist.displayName }),
    tracks: rows.map((row) => presentEmbedTrack(ctx, row)),
  };
}
