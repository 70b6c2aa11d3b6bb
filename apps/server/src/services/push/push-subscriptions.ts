import type { TPushEndpoint, TPushSubscription } from '@beatpasal/shared/schemas/push-subscriptions';
import type { AppContext } from '../../context';
import {
  deleteOwnPushSubscription,
  hasOwnPushSubscription,
  upsertPushSubscription,
} from '../../db/repositories/push-subscriptions-repository';
import { deviceLabel } from './device-label';

/** GET /api/push/public-key: the VAPID key browsers subscribe with. */
export function getPushPublicKey(ctx: AppContext) {
  return { publicKey: ctx.vapid.publicKey };
}

/** GET /api/push/subscription?endpoint=: whether this device's subscription is stored for the person. */
export async function getPushSubscriptionState(ctx: AppContext, input: TPushEndpoint & { userId: string }) {
  return { isSubscribed: await hasOwnPushSubscription(ctx.database.db, input) };
}

/**
 * PUT /api/push/subscription: stores this device's subscription for the person, one row per
 * endpoint. Again: unchanged. An endpoint stored for someone else moves to the person, since
 * the browser that holds it is theirs now (one browser profile, one push endpoint).
 */
export async function subscribePush(
  ctx: AppContext,
  input: TPushSubscription & { userId: string; userAgent: string | undefined },
) {
  await upsertPushSubscription(ctx.database.db, {
    userId: input.userId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    userAgent: deviceLabel(input.userAgent),
  });
  return { isSubscribed: true };
}

/** DELETE /api/push/subscription: forgets this device for the person; someone else's endpoint stays. */
export async function unsubscribePush(ctx: AppContext, input: TPushEndpoint & { userId: string }) {
  await deleteOwnPushSubscription(ctx.database.db, input);
  return { isSubscribed: false };
}
