import type { RateLimitRule } from '../rate-limit/consume-rate-limit';

/** Per person (account or IP): enough to take a whole beat tape's free tracks, not to harvest the catalogue. */
export const FREE_DOWNLOADS_PER_PERSON: RateLimitRule = { name: 'free-downloads', max: 20, windowSeconds: 3600 };
/** Per e-mail address: links mailed to one inbox, so nobody floods a stranger's address. */
export const FREE_DOWNLOADS_PER_ADDRESS: RateLimitRule = {
  name: 'free-downloads-address',
  max: 5,
  windowSeconds: 3600,
};
