import { z } from 'zod';
import { defineMessages } from '../message-keys';

/**
 * Web Push subscriptions of the signed-in person's devices (issue 34 §4, decision 083).
 *
 * GET    /api/push/public-key       → 200 ZPushPublicKey (the VAPID key a browser subscribes with)
 * PUT    /api/push/subscription     ← ZPushSubscription → 200 ZPushSubscriptionState (again: unchanged)
 * DELETE /api/push/subscription     ← ZPushEndpoint → 200 ZPushSubscriptionState (again: unchanged)
 * GET    /api/push/subscription?endpoint= → 200 ZPushSubscriptionState (whether this device is stored)
 */

export const PUSH_MESSAGES = defineMessages('push', {
  endpointInvalid: 'This push address is not valid: it must be an https address of at most 1,000 characters.',
  p256dhInvalid: 'This device key is not valid: it must be a P-256 public key in base64url (87 characters).',
  keysMissing: 'This device subscription has no keys: the browser gives them with its push address.',
  authInvalid: 'This device secret is not valid: it must be 16 bytes in base64url (22 characters).',
  tooMany: 'Too many changes to this device’s notifications. Wait a few minutes and try again.',
});

/** Push services' addresses are about 150–500 characters; this bounds what is stored. */
export const PUSH_ENDPOINT_MAX_LENGTH = 1000;

const isHttpsUrl = (value: string) => {
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};

export const ZPushEndpoint = z.object({
  endpoint: z
    .string({ error: PUSH_MESSAGES.endpointInvalid.key })
    .max(PUSH_ENDPOINT_MAX_LENGTH, { error: PUSH_MESSAGES.endpointInvalid.key })
    .refine(isHttpsUrl, { error: PUSH_MESSAGES.endpointInvalid.key }),
});
export type TPushEndpoint = z.infer<typeof ZPushEndpoint>;

/** As `PushSubscription.toJSON()` gives it: an uncompressed P-256 point (65 bytes) and a 16-byte secret. */
export const ZPushSubscription = ZPushEndpoint.extend({
  keys: z.object(
    {
      p256dh: z
        .string({ error: PUSH_MESSAGES.p256dhInvalid.key })
        .regex(/^B[A-Za-z0-9_-]{86}=?$/, { error: PUSH_MESSAGES.p256dhInvalid.key }),
      auth: z
        .string({ error: PUSH_MESSAGES.authInvalid.key })
        .regex(/^[A-Za-z0-9_-]{22}(==)?$/, { error: PUSH_MESSAGES.authInvalid.key }),
    },
    { error: PUSH_MESSAGES.keysMissing.key },
  ),
});
export type TPushSubscription = z.infer<typeof ZPushSubscription>;

export const ZPushPublicKey = z.object({ publicKey: z.string() });
export type TPushPublicKey = z.infer<typeof ZPushPublicKey>;

export const ZPushSubscriptionState = z.object({ isSubscribed: z.boolean() });
export type TPushSubscriptionState = z.infer<typeof ZPushSubscriptionState>;
