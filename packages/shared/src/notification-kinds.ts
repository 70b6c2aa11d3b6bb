// No zod here: the web's first load (the bell) imports this file.

/**
 * What a notification can be about (issue 34 §3). A notification's `data` holds ids only; its
 * words are rendered in the reader's language when it is read (web dictionaries, server mails).
 * Messages have none: the inbox's unread dot and the unseen-message mail already tell (decision 079).
 */
export const NOTIFICATION_KINDS = [
  'new_track',
  'payment_submitted',
  'payment_confirmed',
  'payment_rejected',
  'offer_received',
  'dispute_decided',
  'track_hidden',
  'track_restored',
  'co_producer_invited',
] as const;
export type TNotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** How a kind reaches a person by e-mail: at once, in the next daily digest, or not at all. */
export const EMAIL_MODES = ['instant', 'daily', 'off'] as const;
export type TEmailMode = (typeof EMAIL_MODES)[number];

/**
 * Kinds whose e-mail cannot be switched off or delayed: the buyer's answer about a payment they
 * made, a dispute's outcome and a moderation decision about one's track. Each is the flow's own
 * transactional mail, always sent at once (decision 079).
 */
export const REQUIRED_EMAIL_KINDS = [
  'payment_confirmed',
  'payment_rejected',
  'dispute_decided',
  'track_hidden',
  'track_restored',
] as const satisfies readonly TNotificationKind[];

export type TConfigurableKind = Exclude<TNotificationKind, (typeof REQUIRED_EMAIL_KINDS)[number]>;

/** Defaults while a person has chosen nothing: money at once, new tracks once a day. */
export const DEFAULT_EMAIL_MODES: Record<TConfigurableKind, TEmailMode> = {
  new_track: 'daily',
  payment_submitted: 'instant',
  offer_received: 'instant',
  co_producer_invited: 'instant',
};

/**
 * Web Push per kind while a person has chosen nothing (decision 083): what concerns their money,
 * their offers and decisions about them rings the phone; a followed artist's new track does not,
 * since one artist's upload would ring every follower's phone at once.
 */
export const DEFAULT_PUSH: Record<TNotificationKind, boolean> = {
  new_track: false,
  payment_submitted: true,
  payment_confirmed: true,
  payment_rejected: true,
  offer_received: true,
  dispute_decided: true,
  track_hidden: true,
  track_restored: true,
  co_producer_invited: true,
};

export const CONFIGURABLE_KINDS = Object.keys(DEFAULT_EMAIL_MODES) as TConfigurableKind[];

/** An unsubscribe link of the daily digest turns off every kind that was coming in it. */
export const DIGEST_UNSUBSCRIBE_KIND = 'digest';

export function isConfigurableKind(kind: string): kind is TConfigurableKind {
  return (CONFIGURABLE_KINDS as string[]).includes(kind);
}

export type TNotificationData = Partial<
  Record<'trackId' | 'artistId' | 'purchaseId' | 'offerId' | 'fromUserId' | 'side', string>
>;

/** Where a notification leads: its subject's page. */
export function notificationPath(kind: TNotificationKind, data: TNotificationData): string {
  switch (kind) {
    case 'new_track':
      return `/track/${data.trackId}`;
    case 'payment_submitted':
    case 'track_hidden':
    case 'track_restored':
      return '/artist-dashboard';
    case 'payment_confirmed':
    case 'payment_rejected':
      return '/buyer-dashboard';
    case 'offer_received':
      return `/messages/${data.fromUserId}`;
    case 'co_producer_invited':
      return '/artist-dashboard';
    case 'dispute_decided':
      return data.side === 'artist' ? '/artist-dashboard' : `/purchase/${data.purchaseId}`;
  }
}

/** The bell shows "99+" beyond this; counting stops there so the count stays one short index scan. */
export const MAX_UNREAD_COUNT = 100;
export const NOTIFICATIONS_PAGE_SIZE = 20;
/** Notifications older than this are deleted by a daily job. */
export const NOTIFICATION_RETENTION_DAYS = 90;
