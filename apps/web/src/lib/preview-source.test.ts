import { afterEach, describe, expect, it, vi } from 'vitest';

const link = { url: '/files/p.mp3?sig=a', opusUrl: '/files/p.webm?sig=b', expiresAt: '2030-01-01T00:00:00.000Z' };

/** The module asks the browser once; each case loads it afresh with the answer it needs. */
async function sourceWhenBrowserSays(answer: CanPlayTypeResult) {
  vi.resetModules();
  const canPlayType = vi.fn(() => answer);
  vi.spyOn(document, 'createElement').mockReturnValue({ canPlayType } as unknown as HTMLElement);
  const { previewSource } = await import('./preview-source');
  return { previewSource, canPlayType };
}

afterEach(() => vi.restoreAllMocks());

describe('previewSource', () => {
  it.each(['probably', 'maybe'] as const)('takes the Opus preview when the browser says "%s"', async (answer) => {
    const { previewSource, canPlayType } = await sourceWhenBrowserSays(answer);
    expect(previewSource(link)).toBe(link.opusUrl);
    expect(previewSource(link)).toBe(link.opusUrl);
    expect(canPlayType).toHaveBeenCalledTimes(1);
    expect(canPlayType).toHaveBeenCalledWith('audio/webm; codecs=opus');
  });

  it('takes the MP3 where the browser cannot play Opus, and wherever the track has no Opus preview', async () => {
    const { previewSource } = await sourceWhenBrowserSays('');
    expect(previewSource(link)).toBe(link.url);
    const { previewSource: again } = await sourceWhenBrowserSays('probably');
    expect(again({ url: link.url, expiresAt: link.expiresAt })).toBe(link.url);
  });
});
