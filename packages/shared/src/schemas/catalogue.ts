import { z } from 'zod';
import { ZGenre } from '../genres';
import { MAX_PRICE_NPR, ZLicenceInput, ZLicenceKind } from '../licences';
import { singleLineText } from '../plain-text';
import { MAX_BPM, MIN_BPM, ZMood, ZMusicalKey } from './tracks';
import { latinDigitsOf } from '../digits';
import { FEED_MESSAGES, FEED_SORTS } from '../feed-orders';

export { FEED_MESSAGES, FEED_SORTS, type TFeedSort } from '../feed-orders';

/** The read side of the catalogue: track cards, the track page, feed paging, genre and artist lists. */
export const ZArtistSummary = z.object({
  username: z.string(),
  displayName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
});

const ZCount = z.int().min(0);

/** GET /api/tracks/:id/stream: a short-lived link to the preview (never the master); it answers range requests. */
/**
 * A preview's signed links: `url` is the MP3 every browser plays; `opusUrl` the same preview in
 * Opus (WebM) at half the data, absent until the track has one (decision 085).
 */
export const ZStreamLink = z.object({ url: z.string(), opusUrl: z.string().optional(), expiresAt: z.iso.datetime() });

export const ZTrackCard = z.object({
  id: z.string(),
  title: z.string(),
  genre: ZGenre,
  bpm: z.int(),
  coverUrl: z.string().nullable(),
  artist: ZArtistSummary,
  likeCount: ZCount,
  /** Whether the signed-in viewer likes it; false for visitors. */
  isLiked: z.boolean(),
  isSold: z.boolean(),
  lowestPriceNpr: z.int().nullable(),
  hasNegotiable: z.boolean(),
  /** Drives the 'N tracks' badge, shown only above 1. */
  artistTrackCount: ZCount,
  /** The viewer's own purchase of this track: 'Pending' or 'Purchased' on the card. */
  purchaseStatus: z.enum(['pending', 'approved']).nullable(),
  durationSeconds: z.number().min(0).nullable(),
  previewReady: z.boolean(),
  /** Signed with the card, so a tap on play starts sound without asking for a link first. */
  previewLink: ZStreamLink.nullable(),
});

export const ZTrackDetail = ZTrackCard.omit({ previewLink: true }).extend({
  artist: ZArtistSummary.extend({ id: z.string() }),
  description: z.string(),
  musicalKey: ZMusicalKey.nullable(),
  mood: ZMood.nullable(),
  tags: z.array(z.string()),
  licences: z.array(ZLicenceInput),
  createdAt: z.iso.datetime({ offset: true }),
});

/** Query strings carry text: '' means the filter is off, numbers arrive as digits. */
const emptyToUndefined = (value: unknown): unknown => (value === '' ? undefined : latinDigitsOf(value));
const optionalQuery = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToUndefined, schema.optional());
const queryInt = (min: number, max: number, message: string) =>
  optionalQuery(z.coerce.number({ error: message }).pipe(z.int(message).min(min, message).max(max, message)));

export const ZFeedQuery = z
  .object({
    sort: optionalQuery(z.enum(FEED_SORTS)).transform((sort) => sort ?? 'recent'),
    cursor: optionalQuery(z.string().max(512)),
    q: optionalQuery(singleLineText().max(100)).transform((q) => (q === '' ? undefined : q)),
    genre: optionalQuery(ZGenre),
    bpmMin: queryInt(MIN_BPM, MAX_BPM, FEED_MESSAGES.bpm.key),
    bpmMax: queryInt(MIN_BPM, MAX_BPM, FEED_MESSAGES.bpm.key),
    key: optionalQuery(ZMusicalKey),
    mood: optionalQuery(ZMood),
    priceMin: queryInt(0, MAX_PRICE_NPR, FEED_MESSAGES.price.key),
    priceMax: queryInt(0, MAX_PRICE_NPR, FEED_MESSAGES.price.key),
    licence: optionalQuery(ZLicenceKind),
  })
  .superRefine((query, ctx) => {
    if (query.bpmMin !== undefined && query.bpmMax !== undefined && query.bpmMin > query.bpmMax) {
      ctx.addIssue({ code: 'custom', path: ['bpmMin'], message: FEED_MESSAGES.bpmRange.key });
    }
    if (query.priceMin !== undefined && query.priceMax !== undefined && query.priceMin > query.priceMax) {
      ctx.addIssue({ code: 'custom', path: ['priceMin'], message: FEED_MESSAGES.priceRange.key });
    }
  });

export const ZFeedPage = z.object({ items: z.array(ZTrackCard), nextCursor: z.string().nullable() });

/** /genres: one card per genre that has visible tracks. */
export const ZGenreCount = z.object({ genre: ZGenre, trackCount: ZCount });
/** The home carousel and /artists. */
export const ZArtistCard = ZArtistSummary.extend({ id: z.string(), trackCount: ZCount });

export type TArtistSummary = z.infer<typeof ZArtistSummary>;
export type TTrackCard = z.infer<typeof ZTrackCard>;
export type TTrackDetail = z.infer<typeof ZTrackDetail>;
export type TFeedQuery = z.infer<typeof ZFeedQuery>;
export type TFeedPage = z.infer<typeof ZFeedPage>;
export type TGenreCount = z.infer<typeof ZGenreCount>;
export type TArtistCard = z.infer<typeof ZArtistCard>;
