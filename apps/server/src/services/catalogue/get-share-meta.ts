import { priceSummaryLabel } from '@beatpasal/shared/prices';
import type { AppContext } from '../../context';
import { findPublicArtistByUsername } from '../../db/repositories/profiles-repository';
import { findTrackPageRow, listLicences } from '../../db/repositories/track-page-repository';
import { TRACK_COVER_RECIPE } from '../../media/images/cover-variants';
import { IMAGE_RECIPES, publicImageUrl } from '../../media/images/image-variants';
import { presentLicence } from '../tracks/present-licence';
import { isTrackId } from './track-not-found';

/** What a pasted link unfurls to (Open Graph and Twitter cards). */
export interface ShareMeta {
  title: string;
  description: string;
  /** Absolute URL of the picture, or null. */
  image: string | null;
  /** Absolute canonical URL of the page. */
  url: string;
  type: 'music.song' | 'profile';
}

const MAX_DESCRIPTION = 200;

const absolute = (ctx: AppContext, url: string | null) => (url === null ? null : new URL(url, ctx.env.PUBLIC_URL).toString());
const shorten = (text: string) => (text.length > MAX_DESCRIPTION ? `${text.slice(0, MAX_DESCRIPTION - 1).trimEnd()}…` : text);

/** /track/{id}: only a track a visitor could open; anything else unfurls as the plain site. */
export async function getTrackShareMeta(ctx: AppContext, trackId: string): Promise<ShareMeta | null> {
  if (!isTrackId(trackId)) return null;
  const row = await findTrackPageRow(ctx.database.db, trackId, null);
  if (!row || row.is_hidden || row.status !== 'ready') return null;
  const licences = (await listLicences(ctx.database.db, [row.id], { enabledOnly: true })).map(presentLicence);
  const artist = row.display_name ?? row.username ?? 'an artist';
  const price = priceSummaryLabel({ lowestPriceNpr: row.min_price_npr, hasNegotiable: licences.some((licence) => licence.negotiable) });
  return {
    title: `${row.title} by ${artist}`,
    description: shorten([row.genre, `${row.bpm} BPM`, price].join(' · ') + (row.description ? ` — ${row.description}` : '')),
    image: absolute(ctx, publicImageUrl(ctx.storage, TRACK_COVER_RECIPE, row.cover_key)),
    url: new URL(`/track/${row.id}`, ctx.env.PUBLIC_URL).toString(),
    type: 'music.song',
  };
}

/** /artist/{username}: an artist's page with their picture and bio. */
export async function getArtistShareMeta(ctx: AppContext, username: string): Promise<ShareMeta | null> {
  const artist = await findPublicArtistByUsername(ctx.database.db, username);
  if (!artist?.username) return null;
  const name = artist.displayName ?? artist.username;
  return {
    title: `${name} (@${artist.username}) on Beatpasal`,
    description: shorten(artist.bio?.trim() || `Beats by ${name}: listen and buy licences on Beatpasal.`),
    image: absolute(ctx, publicImageUrl(ctx.storage, IMAGE_RECIPES.avatar, artist.avatarKey)),
    url: new URL(`/artist/${encodeURIComponent(artist.username)}`, ctx.env.PUBLIC_URL).toString(),
    type: 'profile',
  };
}
