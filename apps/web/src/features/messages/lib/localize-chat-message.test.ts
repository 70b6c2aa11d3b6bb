import { MESSAGE_MESSAGES } from '@beatpasal/shared/schemas/messages';
import { describe, expect, it } from 'vitest';
import { en } from '../../../lib/i18n/en';
import { createTranslator } from '../../../lib/i18n/translate';
import { messagesNe } from '../../../lib/i18n/ne-messages';
import { localizeChatMessage } from './localize-chat-message';

describe('localizeChatMessage', () => {
  it('shows every server text of the chat verbatim in English', () => {
    const t = createTranslator(en);
    for (const message of Object.values(MESSAGE_MESSAGES)) expect(localizeChatMessage(t, message)).toBe(message);
  });

  it('translates them into Nepali and leaves unknown texts as they came', () => {
    const t = createTranslator({ messages: messagesNe });
    expect(localizeChatMessage(t, MESSAGE_MESSAGES.rateLimited)).not.toBe(MESSAGE_MESSAGES.rateLimited);
    expect(localizeChatMessage(t, 'Something new from the server.')).toBe('Something new from the server.');
  });
});
