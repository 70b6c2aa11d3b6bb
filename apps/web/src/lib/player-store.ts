import type { TStreamLink } from '@beatpasal/shared/schemas/catalogue-api';
import { useSyncExternalStore } from 'react';
import { isLinkFresh, startPreview } from './preview-audio';

/**
 * The one track the bottom player holds, and whether it plays (spec §4 "Player"). A tiny external
 * store so any play button can drive the lazily loaded player without importing it.
 */
export interface TPlayerTrack {
  id: string;
  title: string;
  artist: { username: string; displayName: string | null };
  genre: string;
  bpm: number;
  coverUrl: string | null;
  /** The preview's signed link when the card brought one; the player asks for a link otherwise. */
  previewLink?: TStreamLink | null;
}

export interface TPlayerState {
  track: TPlayerTrack | null;
  isPlaying: boolean;
}

let state: TPlayerState = { track: null, isPlaying: false };
const listeners = new Set<() => void>();

function setState(next: TPlayerState): void {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getPlayerState(): TPlayerState {
  return state;
}

/** Plays `track`; the same track again toggles pause and resume. */
export function playTrack(track: TPlayerTrack): void {
  if (state.track?.id === track.id) {
    togglePlay();
    return;
  }
  setState({ track, isPlaying: true });
  if (isLinkFresh(track.previewLink)) startPreview(track.previewLink);
}

export function togglePlay(): void {
  if (state.track) setState({ ...state, isPlaying: !state.isPlaying });
}

/** The audio element reports what really happened (ended, blocked autoplay, lock-screen controls). */
export function setPlaying(isPlaying: boolean): void {
  if (state.track && state.isPlaying !== isPlaying) setState({ ...state, isPlaying });
}

export function closePlayer(): void {
  setState({ track: null, isPlaying: false });
}

export function usePlayerState(): TPlayerState {
  return useSyncExternalStore(subscribe, getPlayerState, getPlayerState);
}
