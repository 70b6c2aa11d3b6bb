import { z } from 'zod';
import { FEED_ORDERS, type TFeedOrder } from '../feed-orders';
import { FEED_MESSAGES, ZArtistCard, ZFeedQuery, ZGenreCount, ZStreamLink, ZTrackDetail } from './catalogue';
import { defineMessages } from '../message-keys';

export { ZStreamLink };
export { FEED_ORDERS, type TFeedOrder } from '../feed-orders';

/**
 * Request and response shapes of the public catalogue routes that catalogue.ts leaves out: the
 * feed's extra modes, artist lists, the track page, likes, plays and preview links.
 */

export const CATALOGUE_MESSAGES = defineMessages('catalogue', {
  trackNotFound: 'Track not found.',
  trackUnavailable: 'This track is unavailable.',
  loginToLike: 'Please log in to like tracks.',
  ownTrackLike: "You can't like your own track.",
  badCursor: 'This list has changed since it was loaded. Please reload the page.',
  searchTooSlow: 'That search took too long. Try more specific words, or use the filters.',
  previewNotReady: 'The preview of this track is still being prepared. Please try again in a minute.',
});

const ZQueryFlag = z
  .preprocess((value) => (value === '' ? undefined : value), z.enum(['1', '0', 'true', 'false']).optional())
  .transform((value) => value === '1' || value === 'true');

/**
 * GET /api/tracks: ZFeedQuery's filters plus `home=1` (only the two latest tracks of each artist,
 * spec §2.3) and the `relevance` order. Every order pages by an opaque `cursor` (the previous
 * page's `nextCursor`).
 */
export const ZFeedRequest = z
  .object({
    ...ZFeedQuery.shape,
    sort: z.preprocess((value) => (value === '' ? undefined : value), z.enum(FEED_ORDERS).optional()),
    home: ZQueryFlag,
  })
  .superRefine((query, ctx) => {
    if (query.bpmMin !== undefined && query.bpmMax !== undefined && query.bpmMin > query.bpmMax) {
      ctx.addIssue({ code: 'custom', path: ['bpmMin'], message: FEED_MESSAGES.bpmRange.key });
    }
    if (query.priceMin !== undefined && query.priceMax !== undefined && query.priceMin > query.priceMax) {
      ctx.addIssue({ code: 'custom', path: ['priceMin'], message: FEED_MESSAGES.priceRange.key });
    }
  })
  .transform((query) => {
    const sort: TFeedOrder = query.sort ?? (query.q ? 'relevance' : 'recent');
    return { ...query, sort: sort === 'relevance' && !query.q ? 'recent' : sort };
  });

export type TFeedRequest = z.output<typeof ZFeedRequest>;

export const ARTIST_TABS = ['home', 'songs', 'likes'] as const;
export type TArtistTab = (typeof ARTIST_TABS)[number];

/** GET /api/artists/:username/tracks: home and songs newest first, likes by like count. */
export const ZArtistTracksQuery = z.object({
  tab: z.preprocess((value) => (value === '' ? undefined : value), z.enum(ARTIST_TABS).default('songs')),
  cursor: z.string().max(512).optional(),
});

/** Artists per page of GET /api/artists (the home carousel shows the first page). */
export const ARTISTS_PAGE_SIZE = 24;

/** GET /api/artists and GET /api/me/likes: only a cursor. */
export const ZCursorQuery = z.object({ cursor: z.string().max(512).optional() });

export const ZArtistPage = z.object({ items: z.array(ZArtistCard), nextCursor: z.string().nullable() });
export const ZGenreList = z.object({ genres: z.array(ZGenreCount) });

export const VIEWER_ROLES = ['visitor', 'buyer', 'artist', 'admin', 'none'] as const;

/**
 * GET /api/tracks/:id. `viewer.role` picks the spec's texts ('You must be logged in as a Buyer…');
 * `none` is signed in without a role yet. Only enabled licences are listed.
 */
export const ZTrackPage = ZTrackDetail.extend({
  coverPageUrl: z.string().nullable(),
  peaks: z.array(z.number()).nullable(),
  status: z.enum(['processing', 'ready', 'failed']),
  isHidden: z.boolean(),
  playCount: z.int().min(0),
  /** The accepted co-producers, credited after the artist: "Produced by A, B" (decision 089). */
  coProducers: z.array(z.object({ username: z.string(), displayName: z.string() })),
  viewer: z.object({
    role: z.enum(VIEWER_ROLES),
    isOwner: z.boolean(),
    /** A buyer, not the owner, track not sold: the licence dropdown and Buy Now are live. */
    canBuy: z.boolean(),
  }),
});

/** PUT and DELETE /api/tracks/:id/like. */
export const ZLikeState = z.object({ isLiked: z.boolean(), likeCount: z.int().min(0) });

/** POST /api/tracks/:id/play: `counted` is false inside a listener's 10-minute window or for the owner. */
export const ZPlayResult = z.object({ counted: z.boolean(), playCount: z.int().min(0) });

/** Any text: an id that is not a track's answers 404 'Track not found.', not a validation error. */
export const ZTrackIdParams = z.object({ id: z.string().max(100) });
export const ZUsernameParams = z.object({ username: z.string().min(1).max(64) });

export type TArtistPage = z.infer<typeof ZArtistPage>;
export type TGenreList = z.infer<typeof ZGenreList>;
export type TTrackPage = z.infer<typeof ZTrackPage>;
export type TLikeState = z.infer<typeof ZLikeState>;
export type TPlayResult = z.infer<typeof ZPlayResult>;
export type TStreamLink = z.infer<typeof ZStreamLink>;
export type TViewerRole = (typeof VIEWER_ROLES)[number];
