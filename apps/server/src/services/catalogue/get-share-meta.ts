import { priceSummaryLabel } from '@beatpasal/shared/prices';
import type { AppContext } from '../../context';
import { findPublicArtistByUsername } from '../../db/repositories/profiles-repository';
import { findTrackPageRow, listLicences } from '../../db/repositories/track-page-repository';
import { SHARE_IMAGE, shareImagePath } from '../../media/images/share-image';
import { presentLicence } from '../tracks/present-licence';
import { isTrackId } from './track-not-found';

export interface ShareImage {
  /** Absolute URL of a 1200 × 630 JPEG. */
  url: string;
  width: number;
  height: number;
  type: string;
}

/** What a pasted link unfurls to (Open Graph and Twitter cards). */
export interface ShareMeta {
  title: string;
  description: string;
  image: ShareImage | null;
  /** Absolute canonical URL of the page. */
  url: string;
  type: 'music.song' | 'profile';
}

/** A share page: found or not (the HTTP status), and its tags when the public may see it. */
export interface SharePage {
  isFound: boolean;
  meta: ShareMeta | null;
}

const MAX_DESCRIPTION = 200;

const absolute = (ctx: AppContext, path: string) => new URL(path, ctx.env.PUBLIC_URL).toString();
const shorten = (text: string) =>
  text.length > MAX_DESCRIPTION ? `${text.slice(0, MAX_DESCRIPTION - 1).trimEnd()}…` : text;

/** The share picture made from the first cover there is; none without a cover. */
function shareImage(ctx: AppContext, coverKeys: Array<string | null>): ShareImage | null {
  const coverKey = coverKeys.find((key) => key !== null);
  if (!coverKey) return null;
  return {
    url: absolute(ctx, shareImagePath(coverKey)),
    width: SHARE_IMAGE.width,
    height: SHARE_IMAGE.height,
    type: SHARE_IMAGE.contentType,
  };
}

/**
 * /track/{id}: found when GET /api/tracks/{id} would answer this viewer (its artist also sees it
 * hidden or processing); tags only for a track the public may open. The picture is the track's
 * cover, else the artist's cover.
 */
export async function getTrackSharePage(
  ctx: AppContext,
  input: { trackId: string; viewerId: string | null },
): Promise<SharePage> {
  if (!isTrackId(input.trackId)) return { isFound: false, meta: null };
  const row = await findTrackPageRow(ctx.database.db, input.trackId, input.viewerId);
  const isPublic = row !== null && !row.is_deleted && !row.is_hidden && row.status === 'ready';
  const isOwner = row !== null && !row.is_deleted && row.artist_id === input.viewerId;
  if (!row || !isPublic) return { isFound: isOwner, meta: null };
  const licences = (await listLicences(ctx.database.db, [row.id], { enabledOnly: true })).map(presentLicence);
  const artist = row.display_name ?? row.username ?? 'an artist';
  const price = priceSummaryLabel({
    lowestPriceNpr: row.min_price_npr,
    hasNegotiable: licences.some((licence) => licence.negotiable),
  });
  const meta: ShareMeta = {
    title: `${row.title} by ${artist}`,
    description: shorten(
      [row.genre, `${row.bpm} BPM`, price].join(' · ') + (row.description ? ` — ${row.description}` : ''),
    ),
    image: shareImage(ctx, [row.cover_key, row.artist_cover_key]),
    url: absolute(ctx, `/track/${row.id}`),
    type: 'music.song',
  };
  return { isFound: true, meta };
}

/** /artist/{username}: an artist's page with their cover and bio; anyone else is not found, as on the page. */
export async function getArtistSharePage(ctx: AppContext, username: string): Promise<SharePage> {
  const artist = await findPublicArtistByUsername(ctx.database.db, username.trim());
  if (!artist?.username) return { isFound: false, meta: null };
  const name = artist.displayName ?? artist.username;
  const meta: ShareMeta = {
    title: `${name} (@${artist.username}) on Beatpasal`,
    description: shorten(artist.bio?.trim() || `Beats by ${name}: listen and buy licences on Beatpasal.`),
    image: shareImage(ctx, [artist.coverKey]),
    url: absolute(ctx, `/artist/${encodeURIComponent(artist.username)}`),
    type: 'profile',
  };
  return { isFound: true, meta };
}
