import { describe, expect, it } from 'vitest';
import { HotObjectCache } from './hot-object-cache';

const object = (size: number) => ({
  info: { size, contentType: 'audio/mpeg', visibility: 'private' as const },
  body: Buffer.alloc(size),
});

describe('HotObjectCache', () => {
  it('keeps at most maxBytes, dropping the least recently served first', () => {
    const cache = new HotObjectCache({ maxBytes: 30, maxObjectBytes: 20, maxAgeMs: 1000 });
    cache.set('a', object(10), 0);
    cache.set('b', object(10), 0);
    cache.set('c', object(10), 0);
    expect(cache.get('a', 1)).toBeDefined();
    cache.set('d', object(10), 1);
    expect(cache.bytes).toBe(30);
    expect(cache.get('b', 2)).toBeUndefined();
    expect(['a', 'c', 'd'].map((key) => cache.get(key, 2)?.body.length)).toEqual([10, 10, 10]);
  });

  it('never holds an object over maxObjectBytes, and re-reads one after maxAgeMs', () => {
    const cache = new HotObjectCache({ maxBytes: 100, maxObjectBytes: 20, maxAgeMs: 1000 });
    cache.set('big', object(21), 0);
    expect(cache.get('big', 0)).toBeUndefined();
    cache.set('a', object(10), 0);
    expect(cache.get('a', 999)).toBeDefined();
    expect(cache.get('a', 1000)).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });

  it('forgets a key on request', () => {
    const cache = new HotObjectCache({ maxBytes: 100, maxObjectBytes: 20, maxAgeMs: 1000 });
    cache.set('a', object(10), 0);
    cache.forget('a');
    expect(cache.get('a', 0)).toBeUndefined();
    expect(cache.bytes).toBe(0);
  });
});
