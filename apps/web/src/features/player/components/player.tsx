import { lazy, Suspense, useEffect } from 'react';
import { usePlayerState } from '../../../lib/player-store';
import { warmUpAudioOutput } from '../../../lib/preview-audio';

const loadPlayerBar = () => import('./player-bar').then((module) => ({ default: module.PlayerBar }));
const PlayerBar = lazy(loadPlayerBar);

/** Runs `task` once the page has nothing better to do (Safari has no requestIdleCallback). */
function whenIdle(task: () => void): () => void {
  if ('requestIdleCallback' in window) {
    const handle = window.requestIdleCallback(task, { timeout: 3000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 1000);
  return () => clearTimeout(handle);
}

/**
 * The bottom player: nothing on screen until someone plays a track. Its code and the audio output
 * are made ready while the page is idle, so the first tap sounds at once.
 */
export function Player() {
  const { track, isPlaying } = usePlayerState();
  useEffect(
    () =>
      whenIdle(() => {
        void loadPlayerBar();
        warmUpAudioOutput();
      }),
    [],
  );
  if (!track) return null;
  return (
    <Suspense fallback={null}>
      <PlayerBar track={track} isPlaying={isPlaying} />
    </Suspense>
  );
}
