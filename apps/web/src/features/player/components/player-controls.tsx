import { useT } from '../../../lib/i18n/i18n';
import { togglePlay } from '../../../lib/player-store';
import { ChevronIcon, CloseIcon, PauseIcon, PlayIcon } from './player-icons';

const SMALL_BUTTON =
  'inline-flex size-9 items-center justify-center rounded-full text-zinc-300 hover:bg-zinc-800 hover:text-white';

export function PlayPauseButton({ isPlaying, className = '' }: { isPlaying: boolean; className?: string }) {
  const t = useT();
  return (
    <button
      type="button"
      onClick={togglePlay}
      aria-label={isPlaying ? t('studio.player.pause') : t('studio.player.play')}
      className={`inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-600 text-white hover:bg-brand-700 ${className}`}
    >
      {isPlaying ? <PauseIcon className="size-6" /> : <PlayIcon className="size-6" />}
    </button>
  );
}

interface TWindowButtonsProps {
  isMinimised: boolean;
  onToggleMinimised: () => void;
  onClose: () => void;
  className?: string;
}

/** Minimise/expand and close. */
export function WindowButtons({ isMinimised, onToggleMinimised, onClose, className = '' }: TWindowButtonsProps) {
  const t = useT();
  return (
    <div className={`flex items-center gap-1 ${className}`}>
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
