import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** Two tracks as the server renders them (apps/server/src/routes/embed/embed-page.ts), reduced to what the script reads. */
const TRACK = (id: string, title: string) =>
  `<li class="track" data-track="${id}" data-duration="80" data-play="Play ${title}" data-pause="Pause ${title}">` +
  `<button type="button" class="play" data-playing="false" aria-label="Play ${title}"></button>` +
  `<div class="wave"><input type="range" min="0" max="100" step="0.5" value="0" aria-label="Seek in ${title}"></div>` +
  '<span class="time">1:20</span></li>';

const PAGE =
  '<main class="embed" data-position="{current} of {total}" data-failed="This preview could not be played.">' +
  `<ul>${TRACK('t1', 'Night Drive')}${TRACK('t2', 'Pahad')}</ul><p class="status" role="status"></p></main>`;

const button = (title: string, verb = 'Play') =>
  document.querySelector<HTMLButtonElement>(`[aria-label="${verb} ${title}"]`)!;
const slider = (title: string) => document.querySelector<HTMLInputElement>(`[aria-label="Seek in ${title}"]`)!;
const audio = () => document.querySelector('audio')!;
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('the embedded player script', () => {
  let fetchLink: ReturnType<typeof vi.fn>;

  beforeEach(async () => {
    document.body.innerHTML = PAGE;
    fetchLink = vi.fn(async (url: string) =>
      Response.json({
        url: `/files/preview-${url.split('/')[3]}.mp3`,
        expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
      }),
    );
    vi.stubGlobal('fetch', fetchLink);
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async function (this: HTMLMediaElement) {
      this.dispatchEvent(new Event('playing'));
    });
    vi.resetModules();
    await import('./embed-player');
  });

  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('plays a track with the preview link the server signs, and says it can be paused', async () => {
    button('Night Drive').click();
    await settle();
    expect(fetchLink).toHaveBeenCalledWith('/api/tracks/t1/stream');
    expect(audio().src).toContain('/files/preview-t1.mp3');
    expect(button('Night Drive', 'Pause').dataset.playing).toBe('true');
  });

  it('stops the playing track when another starts, and keeps one link per track while it is fresh', async () => {
    button('Night Drive').click();
    await settle();
    button('Pahad').click();
    await settle();
    expect(audio().src).toContain('/files/preview-t2.mp3');
    expect(button('Night Drive').dataset.playing).toBe('false');
    expect(button('Pahad', 'Pause').dataset.playing).toBe('true');
    button('Night Drive').click();
    await settle();
    expect(fetchLink).toHaveBeenCalledTimes(2);
  });

  it('seeks where the waveform is moved and shows the position in words', async () => {
    button('Night Drive').click();
    await settle();
    const seek = slider('Night Drive');
    seek.value = '50';
    seek.dispatchEvent(new Event('input'));
    expect(audio().currentTime).toBe(40);
    audio().dispatchEvent(new Event('timeupdate'));
    expect(seek.getAttribute('aria-valuetext')).toBe('0:40 of 1:20');
  });

  it('says so when the preview cannot be had', async () => {
    fetchLink.mockResolvedValueOnce(new Response('{}', { status: 404 }));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    button('Pahad').click();
    await settle();
    expect(document.querySelector('[role="status"]')!.textContent).toBe('This preview could not be played.');
    expect(button('Pahad').dataset.playing).toBe('false');
  });
});
