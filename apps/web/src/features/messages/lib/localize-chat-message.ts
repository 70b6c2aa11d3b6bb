import { MESSAGE_MESSAGES } from '@beatpasal/shared/schemas/messages';
import type { TMessageKey, TTranslate } from '../../../lib/i18n/translate';

/** The chat texts of packages/shared that the server sends, paired with their i18n keys (English shows them verbatim). */
const SERVER_MESSAGE_KEYS: ReadonlyMap<string, TMessageKey> = new Map([
  [MESSAGE_MESSAGES.empty, 'messages.server.empty'],
  [MESSAGE_MESSAGES.tooLong, 'messages.server.tooLong'],
  [MESSAGE_MESSAGES.self, 'messages.server.self'],
  [MESSAGE_MESSAGES.notFound, 'messages.server.notFound'],
  [MESSAGE_MESSAGES.artistFirst, 'messages.server.artistFirst'],
  [MESSAGE_MESSAGES.blocked, 'messages.server.blocked'],
  [MESSAGE_MESSAGES.rateLimited, 'messages.server.rateLimited'],
  [MESSAGE_MESSAGES.reportReason, 'messages.server.reportReason'],
  [MESSAGE_MESSAGES.reported, 'messages.report.done'],
]);

/** A server message in the page's language when we know it; any other text as the server wrote it. */
export function localizeChatMessage(t: TTranslate, message: string): string {
  const key = SERVER_MESSAGE_KEYS.get(message);
  return key ? t(key) : message;
}
