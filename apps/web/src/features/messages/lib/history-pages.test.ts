import type { TChatMessage } from '@beatpasal/shared/schemas/messages';
import { describe, expect, it } from 'vitest';
import { addMessage, historyMessages, mergeLatestPage, type THistory } from './history-pages';

const message = (n: number, overrides: Partial<TChatMessage> = {}): TChatMessage => ({
  id: `m${String(n).padStart(3, '0')}`,
  clientId: null,
  senderId: 'a',
  body: `message ${n}`,
  createdAt: new Date(Date.UTC(2026, 10, 24, 10, n)).toISOString(),
  seenAt: null,
  offer: null,
  ...overrides,
});
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => message(from + i));
const ids = (history: THistory | undefined) => historyMessages(history).map((item) => item.id);

// Newest page 5–7 (older ones before cursor 'c5'), then an older page 2–4.
const cached: THistory = {
  pages: [
    { items: range(5, 7), nextCursor: 'c5' },
    { items: range(2, 4), nextCursor: 'c2' },
  ],
  pageParams: [null, 'c5'],
};

describe('mergeLatestPage', () => {
  it('starts the history from the first page', () => {
    expect(ids(mergeLatestPage(undefined, { items: range(1, 3), nextCursor: null }))).toEqual(['m001', 'm002', 'm003']);
  });

  it('adds new messages after the newest and keeps the older pages and their cursors', () => {
    const merged = mergeLatestPage(cached, { items: range(6, 9), nextCursor: 'c6' });
    expect(ids(merged)).toEqual(['m002', 'm003', 'm004', 'm005', 'm006', 'm007', 'm008', 'm009']);
    expect(merged.pages[0]!.nextCursor).toBe('c5');
    expect(merged.pageParams).toEqual([null, 'c5']);
  });

  it('replaces known messages, so "Seen" appears when seenAt arrives', () => {
    const merged = mergeLatestPage(cached, {
      items: [message(6), message(7, { seenAt: '2026-11-24T11:00:00.000Z' })],
      nextCursor: 'c6',
    });
    expect(historyMessages(merged).at(-1)?.seenAt).toBe('2026-11-24T11:00:00.000Z');
    expect(ids(merged)).toHaveLength(6);
  });

  it('restarts from the fresh page when it does not reach back to the cache (a gap while the stream was down)', () => {
    const merged = mergeLatestPage(cached, { items: range(20, 22), nextCursor: 'c20' });
    expect(ids(merged)).toEqual(['m020', 'm021', 'm022']);
    expect(merged.pageParams).toEqual([null]);
  });

  it('appends when the fresh page is the whole conversation even without overlap', () => {
    const merged = mergeLatestPage(
      { pages: [{ items: range(1, 2), nextCursor: null }], pageParams: [null] },
      { items: range(1, 3), nextCursor: null },
    );
    expect(ids(merged)).toEqual(['m001', 'm002', 'm003']);
  });
});

describe('addMessage', () => {
  it('adds a sent message once, however often the answer and the event bring it', () => {
    const once = addMessage(cached, message(8));
    expect(ids(addMessage(once, message(8)))).toEqual(ids(once));
    expect(ids(once).at(-1)).toBe('m008');
  });

  it('leaves a history that has not loaded alone', () => {
    expect(addMessage(undefined, message(1))).toBeUndefined();
  });
});
