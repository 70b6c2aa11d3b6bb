import type { TStreamLink } from '@beatpasal/shared/schemas/catalogue-api';
import { isAbortError } from '../../../lib/api-error';
import { getPlayerState, setPlaying } from '../../../lib/player-store';
import { isLinkFresh } from '../../../lib/preview-audio';
import { previewSource } from '../../../lib/preview-source';
import { fetchStreamLink } from '../api/player-api';

interface TPreviewCallbacks {
  /** The link could not be had, or the audio would not play even with a fresh link. */
  onFailure: (error: unknown) => void;
}

/**
 * Puts a track's signed preview link on the audio element and keeps it valid: a link that has run
 * out (a long pause, a seek an hour later) is renewed and playback resumes where it was.
 * The player store says what should happen; the element reports back through its own events.
 */
export class PreviewController {
  readonly #audio: HTMLAudioElement;
  readonly #callbacks: TPreviewCallbacks;
  #trackId = '';
  #link: TStreamLink | null = null;
  #loading: AbortController | null = null;
  #hasRenewed = false;

  constructor(audio: HTMLAudioElement, callbacks: TPreviewCallbacks) {
    this.#audio = audio;
    this.#callbacks = callbacks;
  }

  /**
   * A new track. With a fresh link from its card it plays at once (the tap may already have
   * started it); otherwise the old one stops at once (no 'pause' event, so the store keeps its
   * intent) and a link is fetched.
   */
  load(trackId: string, link: TStreamLink | null = null): void {
    this.#trackId = trackId;
    this.#hasRenewed = false;
    this.#loading?.abort();
    this.#loading = null;
    if (isLinkFresh(link)) {
      this.#link = link;
      const source = previewSource(link);
      if (this.#audio.getAttribute('src') !== source) this.#audio.src = source;
      if (getPlayerState().isPlaying) this.#start();
      return;
    }
    this.#link = null;
    this.#audio.removeAttribute('src');
    this.#audio.load();
    this.#attach(0);
  }

  play(): void {
    if (this.#loading || !this.#audio.paused) return;
    if (isLinkFresh(this.#link)) this.#start();
    else this.#attach(this.#audio.currentTime);
  }

  pause(): void {
    if (!this.#audio.paused) this.#audio.pause();
  }

  /** The element failed to fetch or decode: most often an expired link. One renewal, then give up. */
  recover(): void {
    if (!this.#audio.getAttribute('src') || this.#loading) return;
    if (this.#hasRenewed) {
      setPlaying(false);
      this.#callbacks.onFailure(this.#audio.error);
      return;
    }
    this.#hasRenewed = true;
    // The element follows its 'error' with a 'pause' that turns the store off; the listener did not ask for that.
    this.#attach(this.#audio.currentTime, getPlayerState().isPlaying);
  }

  /** Playback is healthy again, so a later failure earns its own renewal. */
  markHealthy(): void {
    this.#hasRenewed = false;
  }

  dispose(): void {
    this.#loading?.abort();
    this.#audio.pause();
  }

  #attach(resumeAt: number, shouldPlay?: boolean): void {
    this.#loading?.abort();
    const loading = new AbortController();
    this.#loading = loading;
    const trackId = this.#trackId;
    fetchStreamLink(trackId, loading.signal).then(
      (link) => {
        if (loading.signal.aborted || trackId !== this.#trackId) return;
        this.#loading = null;
        this.#link = link;
        this.#audio.src = previewSource(link);
        // Before metadata this sets where playback will begin, so a renewal resumes in place.
        if (resumeAt > 0) this.#audio.currentTime = resumeAt;
        if (shouldPlay ?? getPlayerState().isPlaying) this.#start();
      },
      (error: unknown) => {
        if (isAbortError(error) || loading.signal.aborted) return;
        this.#loading = null;
        setPlaying(false);
        this.#callbacks.onFailure(error);
      },
    );
  }

  #start(): void {
    this.#audio.play().catch((error: unknown) => {
      // A newer load or pause interrupted this play: not a failure.
      if (isAbortError(error)) return;
      // The source failed (an expired link, a network drop): the element's 'error' event renews it.
      if (error instanceof DOMException && error.name === 'NotSupportedError') return;
      // Spec §2.4: a blocked autoplay is only logged.
      console.warn('The browser did not start playback:', error);
      setPlaying(false);
    });
  }
}
