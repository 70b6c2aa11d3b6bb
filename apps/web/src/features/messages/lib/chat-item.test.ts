import type { TChatMessage } from '@beatpasal/shared/schemas/messages';
import { describe, expect, it } from 'vitest';
import { chatItems, seenMessageId } from './chat-item';

const ME = 'me';
const OTHER = 'other';
const message = (id: string, senderId: string, overrides: Partial<TChatMessage> = {}): TChatMessage => ({
  id,
  clientId: null,
  senderId,
  body: id,
  createdAt: '2026-11-24T10:00:00.000Z',
  seenAt: null,
  offer: null,
  ...overrides,
});

describe('chatItems', () => {
  it('shows a message being sent after the confirmed ones, as pending', () => {
    const items = chatItems(
      [message('m1', OTHER)],
      [{ clientId: 'c1', body: 'Namaste', createdAt: '2026-11-24T10:01:00.000Z' }],
      ME,
    );
    expect(items.map((item) => [item.body, item.isPending, item.senderId])).toEqual([
      ['m1', false, OTHER],
      ['Namaste', true, ME],
    ]);
  });

  it('shows the server answer until the history has it, and never both', () => {
    const answer = message('m2', ME, { clientId: 'c1', body: 'Namaste' });
    const pending = [{ clientId: 'c1', body: 'Namaste', createdAt: '2026-11-24T10:01:00.000Z', confirmed: answer }];
    expect(chatItems([message('m1', OTHER)], pending, ME).map((item) => [item.id, item.isPending])).toEqual([
      ['m1', false],
      ['m2', false],
    ]);
    expect(chatItems([message('m1', OTHER), answer], pending, ME).map((item) => item.id)).toEqual(['m1', 'm2']);
  });
});

describe('seenMessageId', () => {
  it('puts "Seen" under my last message once it is seen, not under older ones', () => {
    const items = chatItems(
      [message('m1', ME, { seenAt: 'x' }), message('m2', OTHER), message('m3', ME, { seenAt: 'y' })],
      [],
      ME,
    );
    expect(seenMessageId(items, OTHER)).toBe('m3');
  });

  it('shows nothing while my last message is unseen or still sending', () => {
    expect(seenMessageId(chatItems([message('m1', ME, { seenAt: 'x' }), message('m2', ME)], [], ME), OTHER)).toBeNull();
    const sending = chatItems(
      [message('m1', ME, { seenAt: 'x' })],
      [{ clientId: 'c', body: 'hi', createdAt: '2026-11-24T10:02:00.000Z' }],
      ME,
    );
    expect(seenMessageId(sending, OTHER)).toBeNull();
  });
});
