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

const FIRST_TOUCH = ['pointerdown', 'keydown', 'touchstart'] as const;

/** Runs `task` at the visitor's first press, touch or key: before the click it leads to. */
function onFirstTouch(task: () => void): () => void {
  const run = () => {
    stop();
    task();
  };
  const stop = () => FIRST_TOUCH.forEach((type) => window.removeEventListener(type, run, true));
  FIRST_TOUCH.forEach((type) => window.addEventListener(type, run, { capture: true, passive: true }));
  return stop;
}

/**
 * The bottom player: nothing on screen until someone plays a track. The audio output is made ready
 * while the page is idle, and its code is fetched at the first press anywhere (which comes before
 * the click that plays), so the first tap sounds at once without the code weighing on a page
 * nobody has touched yet (decision 039).
 */
export function Player() {
  const { track, isPlaying } = usePlayerState();
  useEffect(() => whenIdle(warmUpAudioOutput), []);
  useEffect(() => onFirstTouch(() => void loadPlayerBar()), []);
  if (!track) return null;
  return (
    <Suspense fallback={null}>
      <PlayerBar track={track} isPlaying={isPlaying} />
    </Suspense>
  );
}
