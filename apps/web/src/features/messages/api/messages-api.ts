import {
  ZChatMessage,
  ZConversation,
  ZInboxPage,
  ZMessagePage,
  type TChatMessage,
  type TConversation,
  type TInboxPage,
  type TMessagePage,
  type TReportConversation,
  type TSendMessage,
} from '@beatpasal/shared/schemas/messages';
import { apiFetch } from '../../../lib/api-client';

/** /api/conversations (packages/shared/src/schemas/messages.ts); every key starts with `messages` so one invalidation refreshes them all. */
export const messageKeys = {
  all: ['messages'] as const,
  inbox: () => [...messageKeys.all, 'inbox'] as const,
  conversation: (userId: string) => [...messageKeys.all, 'conversation', userId] as const,
  history: (userId: string) => [...messageKeys.all, 'history', userId] as const,
};

const conversationPath = (userId: string, rest = '') => `/api/conversations/${encodeURIComponent(userId)}${rest}`;
const withParam = (path: string, name: string, value: string | null) =>
  value ? `${path}?${new URLSearchParams({ [name]: value })}` : path;

export function fetchInbox(cursor: string | null, signal: AbortSignal): Promise<TInboxPage> {
  return apiFetch(withParam('/api/conversations', 'cursor', cursor), { schema: ZInboxPage, signal });
}

export function fetchConversation(userId: string, signal: AbortSignal): Promise<TConversation> {
  return apiFetch(conversationPath(userId), { schema: ZConversation, signal });
}

/** Without `before`: the newest page. */
export function fetchMessages(userId: string, before: string | null, signal?: AbortSignal): Promise<TMessagePage> {
  return apiFetch(withParam(conversationPath(userId, '/messages'), 'before', before), { schema: ZMessagePage, signal });
}

export function sendMessage(userId: string, body: TSendMessage): Promise<TChatMessage> {
  return apiFetch(conversationPath(userId, '/messages'), { method: 'POST', body, schema: ZChatMessage });
}

export function markSeen(userId: string): Promise<void> {
  return apiFetch(conversationPath(userId, '/seen'), { method: 'POST' });
}

export function deleteConversation(userId: string): Promise<void> {
  return apiFetch(conversationPath(userId), { method: 'DELETE' });
}

export function setBlocked(userId: string, isBlocked: boolean): Promise<void> {
  return apiFetch(conversationPath(userId, '/block'), { method: isBlocked ? 'PUT' : 'DELETE' });
}

export function reportConversation(userId: string, body: TReportConversation): Promise<void> {
  return apiFetch(conversationPath(userId, '/report'), { method: 'POST', body });
}
