import type { RateLimitRule } from '../rate-limit/consume-rate-limit';

/** Follows and unfollows together, per person: enough for someone going through a list, not for a script toggling. */
export const FOLLOWS_PER_HOUR: RateLimitRule = { name: 'follows-hour', max: 120, windowSeconds: 3600 };
