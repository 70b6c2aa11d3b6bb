import type { RateLimitRule } from '../rate-limit/consume-rate-limit';

/** Offers and counters are chat messages too, but a haggle is slower than a chat: a limit of their own, per sender. */
export const OFFERS_PER_HOUR: RateLimitRule = { name: 'offers-hour', max: 60, windowSeconds: 3600 };
