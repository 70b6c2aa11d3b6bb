import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { pickEncoding, VisitorCache } from '../../src/plugins/visitor-cache-store';

const options = { freshMs: 1000, refreshTimeoutMs: 5000, maxEntries: 2 };
const body = JSON.stringify({ items: Array.from({ length: 50 }, (_, i) => ({ title: `Beat ${i}` })) });

describe('VisitorCache', () => {
  it('keeps the body and makes each compressed copy once, on first use, decoding to it', () => {
    const cache = new VisitorCache(options);
    const stored = cache.store('/a', body, 0, cache.generation);
    expect(brotliDecompressSync(stored.encoded('br')).toString()).toBe(body);
    expect(gunzipSync(stored.encoded('gzip')).toString()).toBe(body);
    expect(stored.encoded('br')).toBe(stored.encoded('br'));
    expect(cache.lookup('/a', 999)).toBe(stored);
  });

  it('lets exactly one request rebuild a stale entry while the others get the old copy', () => {
    const cache = new VisitorCache(options);
    const stored = cache.store('/a', body, 0, cache.generation);
    expect(cache.lookup('/a', 1000)).toBeUndefined();
    expect(cache.lookup('/a', 1001)).toBe(stored);
    expect(cache.lookup('/a', 5999)).toBe(stored);
    expect(cache.lookup('/a', 6000)).toBeUndefined();
  });

  it('treats everything stored before a change as stale, and never keeps a read begun before it as fresh', () => {
    const cache = new VisitorCache(options);
    const before = cache.generation;
    cache.store('/a', body, 0, before);
    cache.invalidate();
    expect(cache.lookup('/a', 1)).toBeUndefined();
    cache.store('/a', body, 2, before);
    expect(cache.lookup('/b', 3)).toBeUndefined();
    cache.store('/a', body, 4, before);
    expect(cache.lookup('/a', 10_000)).toBeUndefined();
    cache.store('/a', body, 10_001, cache.generation);
    expect(cache.lookup('/a', 10_002)).toBeDefined();
  });

  it('holds at most maxEntries, dropping the oldest, and forgets on request', () => {
    const cache = new VisitorCache(options);
    for (const key of ['/a', '/b', '/c']) cache.store(key, body, 0, cache.generation);
    expect(cache.size).toBe(2);
    expect(cache.lookup('/a', 1)).toBeUndefined();
    cache.forget('/b');
    expect(cache.lookup('/b', 1)).toBeUndefined();
    expect(cache.lookup('/c', 1)).toBeDefined();
  });
});

describe('pickEncoding', () => {
  it('prefers brotli, then gzip, honours q=0, and falls back to identity', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip;q=1.0, br;q=0')).toBe('gzip');
    expect(pickEncoding('deflate')).toBeNull();
    expect(pickEncoding('*')).toBe('br');
    expect(pickEncoding(undefined)).toBeNull();
  });
});
