import { afterEach, describe, expect, it } from 'vitest';
import { closePlayer, getPlayerState, playTrack, setPlaying, togglePlay, type TPlayerTrack } from './player-store';

const track = (id: string): TPlayerTrack => ({
  id,
  title: `Track ${id}`,
  artist: { username: 'beatsmith', displayName: null },
  genre: 'Trap',
  bpm: 140,
  coverUrl: null,
});

afterEach(closePlayer);

describe('player store', () => {
  it('plays a new track at once and toggles the same one', () => {
    playTrack(track('a'));
    expect(getPlayerState()).toMatchObject({ track: { id: 'a' }, isPlaying: true });
    playTrack(track('a'));
    expect(getPlayerState().isPlaying).toBe(false);
    togglePlay();
    expect(getPlayerState().isPlaying).toBe(true);
    playTrack(track('b'));
    expect(getPlayerState()).toMatchObject({ track: { id: 'b' }, isPlaying: true });
  });

  it('ignores play state changes while nothing is selected, and close empties it', () => {
    togglePlay();
    setPlaying(true);
    expect(getPlayerState()).toEqual({ track: null, isPlaying: false });
    playTrack(track('a'));
    closePlayer();
    expect(getPlayerState()).toEqual({ track: null, isPlaying: false });
  });

  it('keeps the same state object when nothing changes, so subscribers do not re-render', () => {
    playTrack(track('a'));
    const before = getPlayerState();
    setPlaying(true);
    expect(getPlayerState()).toBe(before);
  });
});
