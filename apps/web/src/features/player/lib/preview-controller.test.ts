import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { closePlayer, getPlayerState, playTrack, setPlaying } from '../../../lib/player-store';
import type * as playerApi from '../api/player-api';
import { fetchStreamLink } from '../api/player-api';
import { PreviewController } from './preview-controller';

vi.mock('../api/player-api', async (importOriginal) => ({
  ...(await importOriginal<typeof playerApi>()),
  fetchStreamLink: vi.fn(),
}));

const fetchLink = vi.mocked(fetchStreamLink);
const inAnHour = () => new Date(Date.now() + 3_600_000).toISOString();

/** The parts of HTMLAudioElement the controller uses. */
class FakeAudio {
  paused = true;
  currentTime = 0;
  error: unknown = null;
  playResult: Promise<void> = Promise.resolve();
  #src: string | null = null;
  get src() {
    return this.#src ?? '';
  }
  set src(value: string) {
    this.#src = value;
  }
  getAttribute() {
    return this.#src;
  }
  removeAttribute() {
    this.#src = null;
  }
  load() {
    this.paused = true;
  }
  play() {
    this.paused = false;
    return this.playResult;
  }
  pause() {
    this.paused = true;
  }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setUp() {
  const audio = new FakeAudio();
  const onFailure = vi.fn();
  const controller = new PreviewController(audio as unknown as HTMLAudioElement, { onFailure });
  return { audio, controller, onFailure };
}

beforeEach(() => {
  playTrack({
    id: 't1',
    title: 'One',
    artist: { username: 'a', displayName: null },
    genre: 'Trap',
    bpm: 140,
    coverUrl: null,
  });
});

afterEach(() => {
  closePlayer();
  fetchLink.mockReset();
});

describe('PreviewController', () => {
  it('loads the signed link of a new track and starts it', async () => {
    fetchLink.mockResolvedValue({ url: '/files/private/p1.mp3?sig=1', expiresAt: inAnHour() });
    const { audio, controller } = setUp();
    controller.load('t1');
    await flush();
    expect(fetchLink).toHaveBeenCalledWith('t1', expect.any(AbortSignal));
    expect(audio.src).toBe('/files/private/p1.mp3?sig=1');
    expect(audio.paused).toBe(false);
  });

  it('plays at once with the link that came with the card, asking the server for nothing', () => {
    const { audio, controller } = setUp();
    controller.load('t1', { url: '/files/private/p1.mp3?sig=card', expiresAt: inAnHour() });
    expect(fetchLink).not.toHaveBeenCalled();
    expect(audio.src).toBe('/files/private/p1.mp3?sig=card');
    expect(audio.paused).toBe(false);
  });

  it('asks for a link when the card brought one that is about to run out', async () => {
    fetchLink.mockResolvedValue({ url: '/p.mp3?sig=new', expiresAt: inAnHour() });
    const { audio, controller } = setUp();
    controller.load('t1', { url: '/p.mp3?sig=old', expiresAt: new Date(Date.now() + 10_000).toISOString() });
    await flush();
    expect(fetchLink).toHaveBeenCalledOnce();
    expect(audio.src).toBe('/p.mp3?sig=new');
  });

  it('renews a link that failed once, resuming where it was, and gives up on a second failure', async () => {
    fetchLink.mockResolvedValue({ url: '/p.mp3?sig=1', expiresAt: inAnHour() });
    const { audio, controller, onFailure } = setUp();
    controller.load('t1');
    await flush();
    audio.currentTime = 12;
    fetchLink.mockResolvedValue({ url: '/p.mp3?sig=2', expiresAt: inAnHour() });
    controller.recover();
    await flush();
    expect(audio.src).toBe('/p.mp3?sig=2');
    expect(audio.currentTime).toBe(12);
    expect(onFailure).not.toHaveBeenCalled();

    controller.recover();
    expect(onFailure).toHaveBeenCalledOnce();
    expect(getPlayerState().isPlaying).toBe(false);
  });

  it('asks again for a link that is about to run out before playing', async () => {
    fetchLink.mockResolvedValue({ url: '/p.mp3?sig=old', expiresAt: new Date(Date.now() + 10_000).toISOString() });
    const { audio, controller } = setUp();
    controller.load('t1');
    await flush();
    controller.pause();
    fetchLink.mockResolvedValue({ url: '/p.mp3?sig=new', expiresAt: inAnHour() });
    controller.play();
    await flush();
    expect(audio.src).toBe('/p.mp3?sig=new');
    expect(audio.paused).toBe(false);
  });

  it('only warns when the browser blocks autoplay, and turns playing off', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetchLink.mockResolvedValue({ url: '/p.mp3', expiresAt: inAnHour() });
    const { audio, controller, onFailure } = setUp();
    audio.playResult = Promise.reject(new DOMException('blocked', 'NotAllowedError'));
    controller.load('t1');
    await flush();
    await flush();
    expect(warn).toHaveBeenCalledOnce();
    expect(onFailure).not.toHaveBeenCalled();
    expect(getPlayerState().isPlaying).toBe(false);
    warn.mockRestore();
  });

  it('reports a link that cannot be had', async () => {
    fetchLink.mockRejectedValue(new Error('offline'));
    const { controller, onFailure } = setUp();
    controller.load('t1');
    await flush();
    expect(onFailure).toHaveBeenCalledOnce();
    expect(getPlayerState().isPlaying).toBe(false);
  });
});

describe('PreviewController with a source that fails to load', () => {
  it('keeps the intent to play while the element reports the failure and the link is renewed', async () => {
    fetchLink.mockResolvedValue({ url: '/p.mp3?sig=bad', expiresAt: inAnHour() });
    const { audio, controller } = setUp();
    audio.playResult = Promise.reject(new DOMException('no supported source', 'NotSupportedError'));
    controller.load('t1');
    await flush();
    await flush();
    expect(getPlayerState().isPlaying).toBe(true);

    audio.playResult = Promise.resolve();
    fetchLink.mockResolvedValue({ url: '/p.mp3?sig=good', expiresAt: inAnHour() });
    controller.recover();
    // Chromium follows the 'error' event with a 'pause', which the store hears.
    setPlaying(false);
    await flush();
    expect(audio.src).toBe('/p.mp3?sig=good');
    expect(audio.paused).toBe(false);
  });
});
