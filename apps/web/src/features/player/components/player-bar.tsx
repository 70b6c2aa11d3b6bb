import { formatTime } from '@beatpasal/shared/format-time';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useT } from '../../../lib/i18n/i18n';
import { closePlayer, togglePlay, type TPlayerTrack } from '../../../lib/player-store';
import { previewAudio } from '../../../lib/preview-audio';
import { playerTrackQuery } from '../api/player-api';
import { useAudioClock } from '../hooks/use-audio-clock';
import { useMediaSession } from '../hooks/use-media-session';
import { usePlayCount } from '../hooks/use-play-count';
import { usePreviewPlayback } from '../hooks/use-preview-playback';
import { useReservedSpace } from '../hooks/use-reserved-space';
import { PlayPauseButton, WindowButtons } from './player-controls';
import { PlayerTrackInfo, TrackFacts } from './player-track-info';
import { VolumeControl } from './volume-control';
import { WaveformSeek } from './waveform-seek';

/** Space toggles playback anywhere in the player except on buttons, which Space already presses. */
function handleSpace(event: KeyboardEvent<HTMLElement>) {
  if (event.key !== ' ' || event.target instanceof HTMLButtonElement) return;
  event.preventDefault();
  if (!event.repeat) togglePlay();
}

/** The fixed bottom player of spec §2.4, with the waveform, lock-screen controls and play counting. */
export function PlayerBar({ track, isPlaying }: { track: TPlayerTrack; isPlaying: boolean }) {
  const t = useT();
  const audioRef = useRef(previewAudio());
  const barRef = useRef<HTMLElement>(null);
  const [isMinimised, setMinimised] = useState(false);
  const [volume, setVolume] = useState(1);
  const [isMuted, setMuted] = useState(false);
  const clock = useAudioClock(audioRef);
  // The waveform waits for the sound to start rather than compete with it on a slow line.
  const { data: detail } = useQuery({ ...playerTrackQuery(track.id), enabled: clock.currentTime > 0 || !isPlaying });
  const duration =
    Number.isFinite(clock.duration) && clock.duration > 0 ? clock.duration : (detail?.durationSeconds ?? 0);

  usePreviewPlayback(audioRef, track, isPlaying);
  usePlayCount(audioRef, track.id);
  useMediaSession(audioRef, track, isPlaying, clock);
  useReservedSpace(barRef);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.volume = volume;
    audio.muted = isMuted;
  }, [volume, isMuted]);

  const seek = (seconds: number) => {
    if (audioRef.current) audioRef.current.currentTime = seconds;
  };
  const changeVolume = (next: number) => {
    setVolume(next);
    if (next > 0) setMuted(false);
  };
  const progress = duration > 0 ? Math.min(100, (clock.currentTime / duration) * 100) : 0;

  return (
    <section
      ref={barRef}
      aria-label={t('studio.player.label')}
      onKeyDown={handleSpace}
      className="fixed inset-x-0 bottom-0 z-30 border-t border-zinc-800 bg-zinc-900/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-8px_24px_rgb(0_0_0/0.4)] backdrop-blur"
    >
      {isMinimised && (
        <div aria-hidden="true" className="absolute inset-x-0 top-0 h-0.5 bg-zinc-800">
          <div className="h-full bg-brand-400" style={{ width: `${progress}%` }} />
        </div>
      )}
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-3 gap-y-1 px-3 py-2 md:flex-nowrap md:gap-4 md:px-6">
        <div className="order-1 min-w-0 flex-1 md:w-64 md:flex-none">
          <PlayerTrackInfo track={track} />
        </div>
        <PlayPauseButton isPlaying={isPlaying} className="order-2" />
        <WindowButtons
          className="order-3 md:order-6 md:ml-auto"
          isMinimised={isMinimised}
          onToggleMinimised={() => setMinimised((current) => !current)}
          onClose={closePlayer}
        />
        {!isMinimised && (
          <>
            <div className="order-4 flex w-full items-center gap-2 text-xs text-zinc-300 tabular-nums md:order-3 md:w-auto md:flex-1">
              <span className="w-10 text-right">{formatTime(clock.currentTime)}</span>
              <WaveformSeek
                peaks={detail?.peaks ?? null}
                currentTime={clock.currentTime}
                duration={duration}
                onSeek={seek}
              />
              <span className="w-10">{formatTime(duration)}</span>
            </div>
            <div className="order-5 flex w-full items-center justify-between gap-3 md:order-4 md:w-40 md:flex-none">
              <div className="w-40 md:w-full">
                <VolumeControl
                  volume={volume}
                  isMuted={isMuted}
                  onVolumeChange={changeVolume}
                  onToggleMute={() => setMuted((current) => !current)}
                />
              </div>
              <TrackFacts track={track} className="md:hidden" />
            </div>
          </>
        )}
      </div>
    </section>
  );
}
