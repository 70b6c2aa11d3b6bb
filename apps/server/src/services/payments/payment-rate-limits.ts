import type { RateLimitRule } from '../rate-limit/consume-rate-limit';

/**
 * Limits of the credit-message routes. A paste is a person at a dashboard; a forwarding address is
 * a phone posting each SMS as it arrives, so an hour's allowance is far above a busy day's sales,
 * and the per-IP count (wrong addresses included) stops anyone guessing addresses.
 */
export const PAYMENT_RATE_LIMITS = {
  paste: { name: 'payment-paste', max: 60, windowSeconds: 3600 },
  forwardedPerAddress: { name: 'payment-inbox-address', max: 120, windowSeconds: 3600 },
  forwardedPerIp: { name: 'payment-inbox-ip', max: 300, windowSeconds: 3600 },
} as const satisfies Record<string, RateLimitRule>;
