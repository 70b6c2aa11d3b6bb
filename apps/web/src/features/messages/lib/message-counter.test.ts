import { MAX_MESSAGE_LENGTH, MESSAGE_COUNTER_FROM } from '@beatpasal/shared/schemas/messages';
import { describe, expect, it } from 'vitest';
import { messageCounter, sendableText } from './message-counter';

describe('messageCounter', () => {
  it('stays hidden until only MESSAGE_COUNTER_FROM characters are left', () => {
    expect(messageCounter('')).toEqual({ remaining: MAX_MESSAGE_LENGTH, isVisible: false, isOver: false });
    expect(messageCounter('a'.repeat(MAX_MESSAGE_LENGTH - MESSAGE_COUNTER_FROM - 1)).isVisible).toBe(false);
    expect(messageCounter('a'.repeat(MAX_MESSAGE_LENGTH - MESSAGE_COUNTER_FROM))).toEqual({
      remaining: MESSAGE_COUNTER_FROM,
      isVisible: true,
      isOver: false,
    });
  });

  it('reaches 0 at the limit and goes negative past it', () => {
    expect(messageCounter('a'.repeat(MAX_MESSAGE_LENGTH))).toEqual({ remaining: 0, isVisible: true, isOver: false });
    expect(messageCounter('a'.repeat(MAX_MESSAGE_LENGTH + 3))).toEqual({
      remaining: -3,
      isVisible: true,
      isOver: true,
    });
  });

  it('does not count the spaces the server trims away', () => {
    expect(messageCounter(`  ${'a'.repeat(MAX_MESSAGE_LENGTH)}\n\n`).isOver).toBe(false);
  });
});

describe('sendableText', () => {
  it('trims, and refuses empty, whitespace-only and over-long text', () => {
    expect(sendableText('  Namaste \n')).toBe('Namaste');
    expect(sendableText('')).toBeNull();
    expect(sendableText(' \n\t ')).toBeNull();
    expect(sendableText('a'.repeat(MAX_MESSAGE_LENGTH + 1))).toBeNull();
    expect(sendableText('a'.repeat(MAX_MESSAGE_LENGTH))).toHaveLength(MAX_MESSAGE_LENGTH);
  });
});
