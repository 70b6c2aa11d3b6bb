/**
 * The navbar's unread answer (GET /api/me/unread) lives under this query key; the chat refreshes it
 * after marking a conversation seen, without importing the session feature.
 */
export const UNREAD_QUERY_KEY = ['unread'] as const;

/** The realtime events after which the unread answer may have changed (packages/shared/src/schemas/messages.ts). */
export const MESSAGE_EVENT_TYPES = ['message.created', 'message.seen', 'conversation.changed'] as const;
