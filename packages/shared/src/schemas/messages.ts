import { z } from 'zod';
import { multiLineText } from '../plain-text';
import { ZOffer } from './offers';
import { defineMessages } from '../message-keys';
import { ZMessage } from '../api-error';

/**
 * Request and response shapes of the chat (spec §2.7, DESIGN §3 "Chat conventions"): one
 * conversation per buyer–artist pair, addressed by the other person's user id.
 *
 * GET    /api/conversations                        → ZInboxPage (newest activity first, keyset `cursor`)
 * GET    /api/conversations/:userId                → ZConversation (header, who may write, "Seen")
 * GET    /api/conversations/:userId/messages       → ZMessagePage (`before` = older page's cursor)
 * POST   /api/conversations/:userId/messages       ← ZSendMessage → 201 ZChatMessage
 * POST   /api/conversations/:userId/seen           → 204 (marks what was addressed to me as seen)
 * DELETE /api/conversations/:userId                → 204 (hides it for me only)
 * PUT    /api/conversations/:userId/block          → 204; DELETE …/block → 204
 * POST   /api/conversations/:userId/report         ← ZReportConversation → 201
 * GET    /api/me/unread                            → ZUnread (also in /api/me as `hasUnread`)
 * SSE on /api/events: `message.created` / `message.seen` / `conversation.changed` ({ userId }: the other person);
 *   first of all `unread` (UNREAD_EVENT) → ZUnreadState
 */

export const MAX_MESSAGE_LENGTH = 2000;
/** The counter shows once this many characters are left. */
export const MESSAGE_COUNTER_FROM = 200;
export const MAX_REPORT_DETAILS = 1000;

export const MESSAGE_MESSAGES = defineMessages('chat', {
  empty: 'Type a message before sending.',
  tooLong: `A message can be at most ${MAX_MESSAGE_LENGTH.toLocaleString('en-IN')} characters.`,
  self: 'You cannot message yourself.',
  notFound: 'This person could not be found.',
  artistFirst: 'Artists can reply once a buyer writes to them.',
  blocked: 'You cannot send messages to this person.',
  rateLimited: 'You are sending messages too fast. Please wait a moment and try again.',
  reportReason: 'Choose a reason for the report.',
  reported: 'Thank you. The conversation was reported to the administrators.',
});

export const REPORT_REASONS = ['scam', 'spam', 'offensive', 'copyright', 'other'] as const;
export type TReportReason = (typeof REPORT_REASONS)[number];

export const ZConversationUserId = z.object({ userId: z.string().max(100) });

export const ZSendMessage = z.object({
  body: multiLineText({ error: MESSAGE_MESSAGES.empty.key })
    .min(1, MESSAGE_MESSAGES.empty.key)
    .max(MAX_MESSAGE_LENGTH, MESSAGE_MESSAGES.tooLong.key),
  /** Chosen by the browser once per message: the same message sent twice is stored once. */
  clientId: z.uuid(),
});
export type TSendMessage = z.output<typeof ZSendMessage>;

export const ZReportConversation = z.object({
  reason: z.enum(REPORT_REASONS, { error: MESSAGE_MESSAGES.reportReason.key }),
  details: multiLineText().max(MAX_REPORT_DETAILS).default(''),
});
export type TReportConversation = z.output<typeof ZReportConversation>;

export const ZMessagesQuery = z.object({ before: z.string().max(200).optional() });
export const ZInboxQuery = z.object({ cursor: z.string().max(200).optional() });

export const ZChatPerson = z.object({
  id: z.string(),
  username: z.string(),
  displayName: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  role: z.enum(['artist', 'buyer']),
});
export type TChatPerson = z.infer<typeof ZChatPerson>;

export const ZChatMessage = z.object({
  id: z.string(),
  clientId: z.string().nullable(),
  senderId: z.string(),
  body: z.string(),
  createdAt: z.string(),
  /** When the receiver saw it; null until then. */
  seenAt: z.string().nullable(),
  /** An offer sent into the chat (negotiable licences); null for plain text. */
  offer: ZOffer.nullable(),
});
export type TChatMessage = z.infer<typeof ZChatMessage>;

/** Oldest first within the page; `nextCursor` asks for the page before it. */
export const ZMessagePage = z.object({ items: z.array(ZChatMessage), nextCursor: z.string().nullable() });
export type TMessagePage = z.infer<typeof ZMessagePage>;

export const ZConversation = z.object({
  other: ZChatPerson,
  /** The buyer's full name, for the artist they bought from (as the sales list shows it); null otherwise. */
  otherFullName: z.string().nullable(),
  canWrite: z.boolean(),
  /** Why not, as a user message, when canWrite is false. */
  cannotWriteReason: ZMessage.nullable(),
  blockedByMe: z.boolean(),
});
export type TConversation = z.infer<typeof ZConversation>;

export const ZInboxRow = z.object({
  other: ZChatPerson,
  lastMessage: z.object({
    id: z.string(),
    senderId: z.string(),
    body: z.string(),
    createdAt: z.string(),
    isOffer: z.boolean(),
  }),
  unreadCount: z.number().int(),
});
export type TInboxRow = z.infer<typeof ZInboxRow>;

export const ZInboxPage = z.object({ items: z.array(ZInboxRow), nextCursor: z.string().nullable() });
export type TInboxPage = z.infer<typeof ZInboxPage>;

export const ZUnread = z.object({ hasUnread: z.boolean() });
export type TUnread = z.infer<typeof ZUnread>;

/** The navbar's two unread answers: the Inbox dot and the bell's count (up to MAX_UNREAD_COUNT). */
export const ZUnreadState = ZUnread.extend({ unreadNotifications: z.number().int().min(0) });
export type TUnreadState = z.infer<typeof ZUnreadState>;
