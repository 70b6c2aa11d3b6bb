import { lazy, Suspense } from 'react';
import { usePlayerState } from '../../../lib/player-store';

const PlayerBar = lazy(() => import('./player-bar').then((module) => ({ default: module.PlayerBar })));

/** The bottom player: nothing on screen, and none of its code downloaded, until someone plays a track. */
export function Player() {
  const { track, isPlaying } = usePlayerState();
  if (!track) return null;
  return (
    <Suspense fallback={null}>
      <PlayerBar track={track} isPlaying={isPlaying} />
    </Suspense>
  );
}
