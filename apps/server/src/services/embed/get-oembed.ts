import {
  EMBED_HEIGHTS,
  EMBED_WIDTH,
  embeddablePage,
  embedIframe,
  embedPath,
  type TEmbedKind,
} from '@beatpasal/shared/embed';
import { OEMBED_MESSAGES, type TOEmbedQuery, type TOEmbedResponse } from '@beatpasal/shared/schemas/oembed-api';
import type { AppContext } from '../../context';
import { AppError } from '../../errors/app-error';
import { getArtistEmbed } from './get-artist-embed';
import { getTrackEmbed } from './get-track-embed';
import { absoluteUrl } from './present-embed-track';

/** How long a consumer may keep an answer (seconds): a hidden track stops playing at once anyway, its page answers 404. */
const CACHE_AGE = 3600;
const THUMBNAIL_SIZE = 400;
const PIXELS = /^[1-9]\d{0,4}$/;

/** The page a consumer asks about: a track or artist page of this site (or its player's own address). */
function pageOf(ctx: AppContext, address: string | undefined): { kind: TEmbedKind; key: string } {
  let url: URL;
  try {
    url = new URL(address ?? '');
  } catch {
    throw new AppError('BAD_REQUEST', { userMessage: OEMBED_MESSAGES.urlRequired });
  }
  const site = new URL(ctx.env.PUBLIC_URL);
  const page = url.host === site.host ? embeddablePage(url.pathname.replace(/^\/embed(?=\/)/, '')) : null;
  if (!page) throw new AppError('NOT_FOUND', { userMessage: OEMBED_MESSAGES.notEmbeddable });
  return page;
}

/** maxwidth and maxheight are upper bounds the answer keeps to (the player fits any size). */
function sizeLimit(value: string | undefined): number {
  if (value === undefined || value === '') return Number.POSITIVE_INFINITY;
  if (!PIXELS.test(value)) throw new AppError('BAD_REQUEST', { userMessage: OEMBED_MESSAGES.badSize });
  return Number(value);
}

/** What the iframe plays and who made it, or a 404 when it is not public. */
async function whatItPlays(ctx: AppContext, page: { kind: TEmbedKind; key: string }) {
  const notPublic = () => new AppError('NOT_FOUND', { userMessage: OEMBED_MESSAGES.notPublic });
  if (page.kind === 'track') {
    const embed = await getTrackEmbed(ctx, page.key);
    if (!embed) throw notPublic();
    return { title: embed.track.title, artist: embed.artist, thumbnail: embed.track.coverUrl };
  }
  const embed = await getArtistEmbed(ctx, page.key);
  if (!embed) throw notPublic();
  return { title: embed.artist.name, artist: embed.artist, thumbnail: null };
}

/**
 * GET /api/oembed?url=… (https://oembed.com, `rich`): the player's iframe for a public track or
 * artist page of this site, within maxwidth × maxheight. The format was checked by the route.
 */
export async function getOEmbed(ctx: AppContext, query: TOEmbedQuery): Promise<TOEmbedResponse> {
  const page = pageOf(ctx, query.url);
  const maxWidth = sizeLimit(query.maxwidth);
  const maxHeight = sizeLimit(query.maxheight);
  const { title, artist, thumbnail } = await whatItPlays(ctx, page);
  const width = Math.min(EMBED_WIDTH, maxWidth);
  const height = Math.min(EMBED_HEIGHTS[page.kind], maxHeight);
  const frameTitle = page.kind === 'track' ? `${title} by ${artist.name} on Beatpasal` : `${title} on Beatpasal`;
  return {
    version: '1.0',
    type: 'rich',
    provider_name: 'Beatpasal',
    provider_url: absoluteUrl(ctx, '/'),
    title,
    author_name: artist.name,
    author_url: artist.pageUrl,
    html: embedIframe({ src: absoluteUrl(ctx, embedPath(page.kind, page.key)), title: frameTitle, width, height }),
    width,
    height,
    cache_age: CACHE_AGE,
    ...(thumbnail
      ? { thumbnail_url: thumbnail, thumbnail_width: THUMBNAIL_SIZE, thumbnail_height: THUMBNAIL_SIZE }
      : {}),
  };
}
