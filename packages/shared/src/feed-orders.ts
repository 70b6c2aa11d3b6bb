// No zod here: the web's first load uses these (schemas/catalogue.ts and catalogue-api.ts add the schemas).
import { MAX_BPM, MIN_BPM } from './track-facts';
import { defineMessages } from './message-keys';

export const FEED_SORTS = ['recent', 'likes', 'price_desc', 'tracks_uploaded'] as const;
export type TFeedSort = (typeof FEED_SORTS)[number];

export const FEED_MESSAGES = defineMessages('feed', {
  bpm: `BPM must be a whole number between ${MIN_BPM} and ${MAX_BPM}.`,
  bpmRange: 'The lowest BPM cannot be above the highest.',
  price: 'Prices must be whole rupees.',
  priceRange: 'The lowest price cannot be above the highest.',
});

/** `relevance` orders by closeness to `q`; it is the default when `q` is given without a sort. */
export const FEED_ORDERS = ['recent', 'likes', 'price_desc', 'tracks_uploaded', 'relevance'] as const;
export type TFeedOrder = (typeof FEED_ORDERS)[number];
