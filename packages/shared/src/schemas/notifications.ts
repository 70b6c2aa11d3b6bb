import { z } from 'zod';
import { defineMessages } from '../message-keys';
import { CONFIGURABLE_KINDS, EMAIL_MODES, NOTIFICATION_KINDS, NOTIFICATIONS_PAGE_SIZE } from '../notification-kinds';

/**
 * Notifications (issue 34 §3–4, decision 079).
 *
 * GET  /api/notifications?cursor=&limit=        → 200 ZNotificationPage (newest first)
 * GET  /api/notifications/unread-count          → 200 ZUnreadCount
 * POST /api/notifications/:id/read              → 200 ZNotification (again: unchanged)
 * POST /api/notifications/read-all              → 200 ZReadAll
 * GET  /api/notifications/settings              → 200 ZNotificationSettings
 * PUT  /api/notifications/settings              ← ZUpdateNotificationSettings → 200 ZNotificationSettings
 * POST /api/notifications/unsubscribe?u=&k=&s=  → 200 ZUnsubscribed (one-click, from a mail; no session)
 */

export const NOTIFICATION_MESSAGES = defineMessages('notification', {
  notFound: 'This notification could not be found.',
  cursorInvalid: 'This list position is not valid. Reload the notifications.',
  requiredKind: 'This e-mail cannot be switched off: you need it for a payment or a decision about your account.',
  unsubscribeInvalid: 'This unsubscribe link is not valid. Change your e-mails in your notification settings.',
});

export const ZNotificationKind = z.enum(NOTIFICATION_KINDS);
export const ZConfigurableKind = z.enum(CONFIGURABLE_KINDS as [string, ...string[]]);
export const ZEmailMode = z.enum(EMAIL_MODES);

export const ZNotification = z.object({
  id: z.string(),
  kind: ZNotificationKind,
  createdAt: z.string(),
  readAt: z.string().nullable(),
  /** The subject's page. */
  path: z.string(),
  /** The track it is about, when it is about one still there. */
  trackTitle: z.string().nullable(),
  /** The other person (the artist of a new track, the sender of an offer). */
  personName: z.string().nullable(),
});
export type TNotification = z.infer<typeof ZNotification>;

export const ZNotificationPage = z.object({
  items: z.array(ZNotification),
  nextCursor: z.string().nullable(),
});
export type TNotificationPage = z.infer<typeof ZNotificationPage>;

export const ZNotificationPageQuery = z.object({
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).default(NOTIFICATIONS_PAGE_SIZE),
});

/** Ids are checked by the service, so a malformed one answers 404 like someone else's. */
export const ZNotificationId = z.object({ id: z.string().max(100) });

export const ZUnreadCount = z.object({ count: z.number().int().min(0) });
export const ZReadAll = z.object({ marked: z.number().int().min(0) });

export const ZNotificationSetting = z.object({
  kind: ZNotificationKind,
  byEmail: ZEmailMode,
  /** Whether it comes by Web Push to the person's subscribed devices. */
  byPush: z.boolean(),
  /** A mail the person needs (a payment's answer, a decision): always at once. */
  isRequired: z.boolean(),
});
export const ZNotificationSettings = z.object({ settings: z.array(ZNotificationSetting) });
export type TNotificationSettings = z.infer<typeof ZNotificationSettings>;

export const ZUpdateNotificationSettings = z.object({
  settings: z
    .array(z.object({ kind: ZNotificationKind, byEmail: ZEmailMode.optional(), byPush: z.boolean().optional() }))
    .min(1)
    .max(NOTIFICATION_KINDS.length),
});
export type TUpdateNotificationSettings = z.infer<typeof ZUpdateNotificationSettings>;

/** The signed link's parts: person, kind (or `digest`), signature. Checked by the service. */
export const ZUnsubscribeQuery = z.object({
  u: z.string().max(100),
  k: z.string().max(40),
  s: z.string().max(100),
});
export type TUnsubscribeQuery = z.infer<typeof ZUnsubscribeQuery>;

export const ZUnsubscribed = z.object({ kinds: z.array(ZConfigurableKind) });
export type TUnsubscribed = z.infer<typeof ZUnsubscribed>;
