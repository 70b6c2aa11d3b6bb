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

/** Not a press: one that plays a track must ask for the preview before anything else. */
const FIRST_USE = ['scroll', 'keydown'] as const;

/** Runs `task` the first time the visitor scrolls or types. */
function onFirstUse(task: () => void): () => void {
  const run = () => {
    stop();
    task();
  };
  const stop = () => FIRST_USE.forEach((type) => window.removeEventListener(type, run, true));
  FIRST_USE.forEach((type) => window.addEventListener(type, run, { capture: true, passive: true }));
  return stop;
}

/**
 * The bottom player: nothing on screen until someone plays a track. The audio output is made ready
 * while the page is idle; its code is fetched once the visitor scrolls or types (usually on the
 * way to a card), else when a track first plays, after the preview's own request: a page nobody
 * has used yet does not load it (decision 039).
 */
export function Player() {
  const { track, isPlaying } = usePlayerState();
  useEffect(() => whenIdle(warmUpAudioOutput), []);
  useEffect(() => onFirstUse(() => void loadPlayerBar()), []);
  if (!track) return null;
  return (
    <Suspense fallback={null}>
      <PlayerBar track={track} isPlaying={isPlaying} />
    </Suspense>
  );
}
