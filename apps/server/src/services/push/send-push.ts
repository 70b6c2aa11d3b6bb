import type { Agent } from 'node:https';
import type { FastifyBaseLogger } from 'fastify';
import webPush, { WebPushError } from 'web-push';
import { z } from 'zod';
import { notificationPath } from '@beatpasal/shared/notification-kinds';
import type { VapidKeys } from '../../config/load-vapid-keys';
import type { Database } from '../../db/client';
import { findMailRecipients, findNotificationViews } from '../../db/repositories/notifications-repository';
import {
  deleteGonePushSubscription,
  findPushSubscription,
  markPushDelivered,
} from '../../db/repositories/push-subscriptions-repository';
import type { JobHandler } from '../../jobs/job-queue';
import { NOTIFICATION_MAIL_TEXTS } from '../notifications/notification-mail-texts';
import { PUSH_TEXTS } from './push-texts';

const ZPayload = z.object({ notificationId: z.uuid(), subscriptionId: z.uuid() });

/** A push not delivered within a day is stale: the bell and the digest have told it by then. */
const PUSH_TTL_SECONDS = 24 * 3600;
const PUSH_TIMEOUT_MS = 10_000;
/** The push service no longer knows this subscription (RFC 8030 §7.3): it will never work again. */
const GONE_STATUSES = new Set([404, 410]);

export interface SendPushDeps {
  database: Database;
  log: FastifyBaseLogger;
  vapid: VapidKeys;
  /** The TLS agent for push services; tests pass one that trusts their local endpoint. */
  agent?: Agent;
}

/** What the service worker shows: words in the person's language and the page to open. */
export interface TPushMessage {
  title: string;
  body: string;
  url: string;
  /** The notification's id: a push delivered twice replaces itself on the device. */
  tag: string;
}

/**
 * Job `notifications.push` `{ notificationId, subscriptionId }` (decision 083): encrypts the
 * message for one device and hands it to its push service. 404/410 deletes the subscription;
 * any other failure throws, so the queue retries and finally gives up. A notification read or a
 * subscription deleted meanwhile sends nothing.
 */
export function createSendPushHandler(deps: SendPushDeps): JobHandler {
  return async (payload) => {
    const parsed = ZPayload.safeParse(payload);
    if (!parsed.success) {
      deps.log.error({ payload }, 'notifications.push job without valid ids; dropped');
      return;
    }
    const db = deps.database.db;
    const [device, [view]] = await Promise.all([
      findPushSubscription(db, parsed.data.subscriptionId),
      findNotificationViews(db, [parsed.data.notificationId]),
    ]);
    if (!device || !view || view.readAt !== null || device.userId !== view.userId) return;
    const language = (await findMailRecipients(db, [view.userId])).get(view.userId)?.language ?? 'en';
    const unknown = NOTIFICATION_MAIL_TEXTS[language];
    const text = PUSH_TEXTS[language][view.kind]({
      track: view.trackTitle ?? unknown.unknownTrack,
      person: view.personName ?? unknown.unknownPerson,
    });
    const message: TPushMessage = { ...text, url: notificationPath(view.kind, view.data), tag: view.id };
    try {
      await webPush.sendNotification(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        JSON.stringify(message),
        {
          vapidDetails: deps.vapid,
          TTL: PUSH_TTL_SECONDS,
          timeout: PUSH_TIMEOUT_MS,
          contentEncoding: 'aes128gcm',
          ...(deps.agent ? { agent: deps.agent } : {}),
        },
      );
    } catch (error) {
      if (error instanceof WebPushError && GONE_STATUSES.has(error.statusCode)) {
        await deleteGonePushSubscription(db, device);
        deps.log.info({ subscriptionId: device.id, status: error.statusCode }, 'push subscription gone; deleted');
        return;
      }
      const status = error instanceof WebPushError ? error.statusCode : undefined;
      throw new Error(`push service answered ${status ?? (error as Error).message}`, { cause: error });
    }
    await markPushDelivered(db, device.id);
  };
}
