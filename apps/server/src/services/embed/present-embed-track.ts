import type { AppContext } from '../../context';
import { TRACK_COVER_RECIPE } from '../../media/images/cover-variants';
import { publicImageUrl } from '../../media/images/image-variants';

/** One playable track of an embedded player, as any visitor may see it. */
export interface TEmbedTrack {
  id: string;
  title: string;
  /** The 400 px cover (shown at up to 120 px, sharp on 2× screens); null without a cover. */
  coverUrl: string | null;
  /** The stored waveform (0..1); null when the media job made none. */
  peaks: number[] | null;
  durationSeconds: number | null;
  /** Absolute address of the track page, where it is bought. */
  pageUrl: string;
}

/** Who made it: their name and absolute page address. */
export interface TEmbedArtist {
  name: string;
  pageUrl: string;
}

export const absoluteUrl = (ctx: AppContext, path: string) => new URL(path, ctx.env.PUBLIC_URL).toString();

export function presentEmbedTrack(
  ctx: AppContext,
  row: { id: string; title: string; coverKey: string | null; peaks: number[] | null; durationSeconds: number | null },
): TEmbedTrack {
  const coverUrl = publicImageUrl(ctx.storage, TRACK_COVER_RECIPE, row.coverKey, 'w400');
  return {
    id: row.id,
    title: row.title,
    coverUrl: coverUrl === null ? null : absoluteUrl(ctx, coverUrl),
    peaks: row.peaks,
    durationSeconds: row.durationSeconds,
    pageUrl: absoluteUrl(ctx, `/track/${row.id}`),
  };
}

export function presentEmbedArtist(ctx: AppContext, artist: { username: string; displayName: string | null }) {
  return {
    name: artist.displayName ?? artist.username,
    pageUrl: absoluteUrl(ctx, `/artist/${encodeURIComponent(artist.username)}`),
  } satisfies TEmbedArtist;
}
