import { fireEvent, render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { closePlayer, getPlayerState, playTrack, usePlayerState, type TPlayerTrack } from '../../../lib/player-store';
import { PlayPauseButton, WindowButtons } from './player-controls';
import { VolumeControl } from './volume-control';
import { WaveformSeek } from './waveform-seek';

const TRACK: TPlayerTrack = {
  id: 'track-1',
  title: 'Monsoon Drill',
  artist: { username: 'asha', displayName: 'Asha' },
  genre: 'hip-hop',
  bpm: 140,
  coverUrl: null,
};

/** The bar's controls over the real store, as the player mounts them. */
function Controls() {
  const { track, isPlaying } = usePlayerState();
  const [isMinimised, setMinimised] = useState(false);
  if (!track) return <p>No track</p>;
  return (
    <>
      <PlayPauseButton isPlaying={isPlaying} />
      <WindowButtons
        isMinimised={isMinimised}
        onToggleMinimised={() => setMinimised((current) => !current)}
        onClose={closePlayer}
      />
    </>
  );
}

afterEach(() => closePlayer());

describe('player controls', () => {
  it('pauses and resumes the track the store holds', async () => {
    const user = userEvent.setup();
    playTrack(TRACK);
    render(<Controls />);
    await user.click(screen.getByRole('button', { name: 'Pause' }));
    expect(getPlayerState().isPlaying).toBe(false);
    await user.click(await screen.findByRole('button', { name: 'Play' }));
    expect(getPlayerState().isPlaying).toBe(true);
    expect(await screen.findByRole('button', { name: 'Pause' })).toBeTruthy();
  });

  it('minimises, expands and closes the player', async () => {
    const user = userEvent.setup();
    playTrack(TRACK);
    render(<Controls />);
    const minimise = screen.getByRole('button', { name: 'Minimise player' });
    expect(minimise.getAttribute('aria-expanded')).toBe('true');
    await user.click(minimise);
    const expand = await screen.findByRole('button', { name: 'Expand player' });
    expect(expand.getAttribute('aria-expanded')).toBe('false');
    await user.click(screen.getByRole('button', { name: 'Close player' }));
    expect(await screen.findByText('No track')).toBeTruthy();
    expect(getPlayerState().track).toBeNull();
  });
});

describe('WaveformSeek', () => {
  it('is a slider that says where playback is and seeks to the chosen point', () => {
    const onSeek = vi.fn();
    render(<WaveformSeek peaks={[0.2, 0.8, 0.5]} currentTime={30} duration={120} onSeek={onSeek} />);
    const slider = screen.getByRole('slider', { name: 'Seek' }) as HTMLInputElement;
    expect(slider.getAttribute('aria-valuetext')).toBe('0:30 of 2:00');
    expect(slider.value).toBe('25');
    fireEvent.change(slider, { target: { value: '50' } });
    expect(onSeek).toHaveBeenCalledWith(60);
  });

  it('waits while the length is unknown', () => {
    render(<WaveformSeek peaks={null} currentTime={0} duration={0} onSeek={() => {}} />);
    expect((screen.getByRole('slider', { name: 'Seek' }) as HTMLInputElement).disabled).toBe(true);
  });
});

describe('VolumeControl', () => {
  it('says the volume, and shows it at zero while muted', async () => {
    const user = userEvent.setup();
    function Volume() {
      const [volume, setVolume] = useState(0.8);
      const [isMuted, setMuted] = useState(false);
      return (
        <VolumeControl
          volume={volume}
          isMuted={isMuted}
          onVolumeChange={setVolume}
          onToggleMute={() => setMuted((current) => !current)}
        />
      );
    }
    render(<Volume />);
    const slider = screen.getByRole('slider', { name: 'Volume' });
    expect(slider.getAttribute('aria-valuetext')).toBe('80%');
    const mute = screen.getByRole('button', { name: 'Mute' });
    await user.click(mute);
    expect(mute.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('slider', { name: 'Volume' }).getAttribute('aria-valuetext')).toBe('0%');
  });
});
