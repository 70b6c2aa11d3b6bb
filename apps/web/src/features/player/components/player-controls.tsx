import { useT } from '../../../lib/i18n/i18n';
import { togglePlay } from '../../../lib/player-store';
import { ChevronIcon, CloseIcon, PauseIcon, PlayIcon } from './player-icons';

interface TPlayerControlsProps {
  isPlaying: boolean;
  isMinimised: boolean;
  onToggleMinimised: () => void;
  onClose: () => void;
  className?: string;
}

const SMALL_BUTTON =
  'inline-flex size-9 items-center justify-center rounded-full text-zinc-300 hover:bg-zinc-800 hover:text-white';

/** Play/pause, then minimise/expand and close. */
export function PlayerControls({ isPlaying, isMinimised, onToggleMinimised, onClose, className = '' }: TPlayerControlsProps) {
  const t = useT();
  return (
    <div className={`flex items-center gap-1 ${className}`}>
      <button
        type="button"
        onClick={togglePlay}
        aria-label={isPlaying ? t('studio.player.pause') : t('studio.player.play')}
        className="mr-1 inline-flex size-11 items-center justify-center rounded-full bg-brand-600 text-white hover:bg-brand-700"
      >
        {isPlaying ? <PauseIcon className="size-6" /> : <PlayIcon className="size-6" />}
      </button>
      <button
        type="button"
        onClick={onToggleMinimised}
        aria-expanded={!isMinimised}
        aria-label={isMinimised ? t('studio.player.expand') : t('studio.player.minimise')}
        className={SMALL_BUTTON}
      >
        <ChevronIcon direction={isMinimised ? 'up' : 'down'} />
      </button>
      <button type="button" onClick={onClose} aria-label={t('studio.player.close')} className={SMALL_BUTTON}>
        <CloseIcon />
      </button>
    </div>
  );
}
