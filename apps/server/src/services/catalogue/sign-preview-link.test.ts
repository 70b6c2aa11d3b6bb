import { SIGNED_LINK_SECONDS } from '@beatpasal/shared/constants';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ObjectStore } from '../../storage/object-store';
import { PREVIEW_LINK_REUSE_MS, signPreviewLink } from './sign-preview-link';

function countingStore(): { storage: ObjectStore; signed: () => number } {
  let count = 0;
  const signedUrl = vi.fn(async (key: string, options?: { expiresIn?: number }) => {
    count += 1;
    return `/files/private/${key}?exp=${Math.floor(Date.now() / 1000) + (options?.expiresIn ?? 0)}&n=${count}`;
  });
  return { storage: { signedUrl } as unknown as ObjectStore, signed: () => count };
}

describe('signPreviewLink', () => {
  afterEach(() => vi.useRealTimers());

  it('hands out the same link for a minute, then signs a new one', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z') });
    const { storage, signed } = countingStore();
    const first = await signPreviewLink(storage, 'tracks-preview/a.mp3');
    vi.advanceTimersByTime(PREVIEW_LINK_REUSE_MS - 1);
    expect(await signPreviewLink(storage, 'tracks-preview/a.mp3')).toEqual(first);
    expect(signed()).toBe(1);
    vi.advanceTimersByTime(1);
    const next = await signPreviewLink(storage, 'tracks-preview/a.mp3');
    expect(next.url).not.toBe(first.url);
    expect(signed()).toBe(2);
  });

  it('never hands out a link with less than its life minus the reuse window left', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-25T10:00:00Z') });
    const { storage } = countingStore();
    await signPreviewLink(storage, 'tracks-preview/a.mp3');
    vi.advanceTimersByTime(PREVIEW_LINK_REUSE_MS - 1);
    const link = await signPreviewLink(storage, 'tracks-preview/a.mp3');
    expect(Date.parse(link.expiresAt) - Date.now()).toBeGreaterThanOrEqual(
      SIGNED_LINK_SECONDS * 1000 - PREVIEW_LINK_REUSE_MS,
    );
  });

  it('keeps previews and stores apart', async () => {
    const one = countingStore();
    const other = countingStore();
    const a = await signPreviewLink(one.storage, 'tracks-preview/a.mp3');
    const b = await signPreviewLink(one.storage, 'tracks-preview/b.mp3');
    await signPreviewLink(other.storage, 'tracks-preview/a.mp3');
    expect(b.url).not.toBe(a.url);
    expect(one.signed()).toBe(2);
    expect(other.signed()).toBe(1);
  });
});
