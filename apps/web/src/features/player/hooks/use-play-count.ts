import { useEffect, type RefObject } from 'react';
import { countPlay } from '../api/player-api';

/** Seconds actually heard before a load counts as a play; skipping through does not add up. */
const COUNT_AFTER_SECONDS = 5;
/** A jump bigger than this between two time updates is a seek, not listening. */
const MAX_TICK_SECONDS = 1.5;

/**
 * Counts one play per track load after a few seconds of listening. The server decides whether it
 * counts (one per listener per track every few minutes, never the owner's own).
 */
export function usePlayCount(audioRef: RefObject<HTMLAudioElement | null>, trackId: string): void {
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    let heard = 0;
    let last: number | null = null;
    let isCounted = false;

    const onTimeUpdate = () => {
      const now = audio.currentTime;
      if (last !== null && !audio.paused && !audio.seeking) {
        const step = now - last;
        if (step > 0 && step < MAX_TICK_SECONDS) heard += step;
      }
      last = now;
      if (isCounted || heard < COUNT_AFTER_SECONDS) return;
      isCounted = true;
      countPlay(trackId).catch((error: unknown) => console.warn('The play was not counted:', error));
    };
    const onSeek = () => {
      last = null;
    };

    audio.addEventListener('timeupdate', onTimeUpdate);
    audio.addEventListener('seeking', onSeek);
    return () => {
      audio.removeEventListener('timeupdate', onTimeUpdate);
      audio.removeEventListener('seeking', onSeek);
    };
  }, [audioRef, trackId]);
}
