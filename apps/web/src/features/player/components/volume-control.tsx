import { VOLUME_STEP } from '@beatpasal/shared/constants';
import { useT } from '../../../lib/i18n/i18n';
import { VolumeIcon } from './player-icons';

interface TVolumeControlProps {
  volume: number;
  isMuted: boolean;
  onVolumeChange: (volume: number) => void;
  onToggleMute: () => void;
}

/** Mute toggle and volume slider (0–1, step 0.01). */
export function VolumeControl({ volume, isMuted, onVolumeChange, onToggleMute }: TVolumeControlProps) {
  const t = useT();
  const shown = isMuted ? 0 : volume;
  return (
    <div className="flex items-center gap-1">
      <button
        type="button"
        onClick={onToggleMute}
        aria-pressed={isMuted}
        aria-label={t('studio.player.mute')}
        className="inline-flex size-9 shrink-0 items-center justify-center rounded-full text-zinc-300 hover:bg-zinc-800 hover:text-white"
      >
        <VolumeIcon isMuted={isMuted || volume === 0} />
      </button>
      <input
        type="range"
        min={0}
        max={1}
        step={VOLUME_STEP}
        value={shown}
        onChange={(event) => onVolumeChange(Number(event.currentTarget.value))}
        aria-label={t('studio.player.volume')}
        aria-valuetext={t('studio.player.volumeValue', { percent: Math.round(shown * 100) })}
        className="h-6 w-full min-w-16 cursor-pointer accent-brand-400"
      />
    </div>
  );
}
