import { useEffect, type RefObject } from 'react';
import { setPlaying, type TPlayerTrack } from '../../../lib/player-store';
import type { TAudioClock } from './use-audio-clock';

/** What the lock-screen skip buttons jump when the system does not say. */
const DEFAULT_SKIP_SECONDS = 10;

const hasMediaSession = () => typeof navigator !== 'undefined' && 'mediaSession' in navigator;

function setHandler(action: MediaSessionAction, handler: MediaSessionActionHandler | null): void {
  try {
    navigator.mediaSession.setActionHandler(action, handler);
  } catch {
    // Browsers throw for actions they do not know; the others still work.
  }
}

function seekAudio(audio: HTMLAudioElement, seconds: number, isFast = false): void {
  const end = Number.isFinite(audio.duration) ? audio.duration : seconds;
  const target = Math.min(Math.max(0, seconds), end);
  if (isFast && typeof audio.fastSeek === 'function') audio.fastSeek(target);
  else audio.currentTime = target;
}

/** Title, artist, cover and controls on the phone's lock screen and in the notification shade. */
export function useMediaSession(
  audioRef: RefObject<HTMLAudioElement | null>,
  track: TPlayerTrack,
  isPlaying: boolean,
  clock: TAudioClock,
): void {
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio || !hasMediaSession()) return;
    const session = navigator.mediaSession;
    session.metadata = new MediaMetadata({
      title: track.title,
      artist: track.artist.displayName ?? track.artist.username,
      album: 'Beatpasal',
      artwork: track.coverUrl ? [{ src: new URL(track.coverUrl, window.location.href).href }] : [],
    });
    const handlers: [MediaSessionAction, MediaSessionActionHandler][] = [
      ['play', () => setPlaying(true)],
      ['pause', () => setPlaying(false)],
      ['seekbackward', (details) => seekAudio(audio, audio.currentTime - (details.seekOffset ?? DEFAULT_SKIP_SECONDS))],
      ['seekforward', (details) => seekAudio(audio, audio.currentTime + (details.seekOffset ?? DEFAULT_SKIP_SECONDS))],
      ['seekto', (details) => details.seekTime !== undefined && seekAudio(audio, details.seekTime, details.fastSeek)],
    ];
    for (const [action, handler] of handlers) setHandler(action, handler);
    return () => {
      session.metadata = null;
      for (const [action] of handlers) setHandler(action, null);
    };
  }, [audioRef, track]);

  useEffect(() => {
    if (hasMediaSession()) navigator.mediaSession.playbackState = isPlaying ? 'playing' : 'paused';
  }, [isPlaying]);

  const { currentTime, duration } = clock;
  useEffect(() => {
    if (!hasMediaSession() || !Number.isFinite(duration) || duration <= 0) return;
    try {
      navigator.mediaSession.setPositionState({ duration, position: Math.min(currentTime, duration), playbackRate: 1 });
    } catch {
      // An inconsistent moment (position past a shrinking duration) is corrected on the next update.
    }
  }, [currentTime, duration]);
}
