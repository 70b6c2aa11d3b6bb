import type { AppContext } from '../../context';
import { findTrackPageRow } from '../../db/repositories/track-page-repository';
import { isTrackId } from '../catalogue/track-not-found';
import { presentEmbedArtist, presentEmbedTrack, type TEmbedArtist, type TEmbedTrack } from './present-embed-track';

export interface TTrackEmbed {
  track: TEmbedTrack;
  artist: TEmbedArtist;
}

/**
 * /embed/track/{id} and its oEmbed answer: the track as a visitor sees it, whoever asks (an iframe
 * on another site carries no session). Null, a 404, for an unknown, deleted, hidden or not yet
 * ready track and for one whose artist is suspended or removed.
 */
export async function getTrackEmbed(ctx: AppContext, trackId: string): Promise<TTrackEmbed | null> {
  if (!isTrackId(trackId)) return null;
  const row = await findTrackPageRow(ctx.database.db, trackId, null);
  const isPlayable =
    row !== null &&
    !row.is_deleted &&
    !row.is_hidden &&
    row.status === 'ready' &&
    row.preview_ready &&
    row.artist_state === 'active';
  if (!isPlayable || !row.username) return null;
  return {
    track: presentEmbedTrack(ctx, {
      id: row.id,
      title: row.title,
      coverKey: row.cover_key,
      peaks: row.peaks,
      durationSeconds: row.duration_seconds,
    }),
    artist: presentEmbedArtist(ctx, { username: row.username, displayName: row.display_name }),
  };
}
