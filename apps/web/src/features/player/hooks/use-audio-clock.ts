import { useEffect, useState, type RefObject } from 'react';

export interface TAudioClock {
  currentTime: number;
  /** NaN until the element knows it. */
  duration: number;
}

const CLOCK_EVENTS = ['timeupdate', 'durationchange', 'loadedmetadata', 'seeking', 'seeked', 'emptied'] as const;

/** The element's position and length, refreshed by its own events (about four times a second while playing). */
export function useAudioClock(audioRef: RefObject<HTMLAudioElement | null>): TAudioClock {
  const [clock, setClock] = useState<TAudioClock>({ currentTime: 0, duration: Number.NaN });

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    const update = () => setClock({ currentTime: audio.currentTime, duration: audio.duration });
    for (const type of CLOCK_EVENTS) audio.addEventListener(type, update);
    return () => {
      for (const type of CLOCK_EVENTS) audio.removeEventListener(type, update);
    };
  }, [audioRef]);

  return clock;
}
