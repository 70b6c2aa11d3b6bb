import { SEEK_STEP } from '@beatpasal/shared/constants';
import { formatTime } from '@beatpasal/shared/format-time';
import { reducePeaks, WAVEFORM_HEIGHT, waveformPath } from '@beatpasal/shared/waveform';
import { useId, useMemo } from 'react';
import { useT } from '../../../lib/i18n/i18n';

const BAR_COUNT = 120;
const VIEW_WIDTH = BAR_COUNT * 2;

interface TWaveformSeekProps {
  peaks: readonly number[] | null;
  currentTime: number;
  /** 0 while unknown: the slider waits. */
  duration: number;
  onSeek: (seconds: number) => void;
}

/**
 * The waveform is the seek bar: a transparent range input (0–100, step 0.5) lies over the drawing,
 * so a click or tap anywhere on it seeks there and the keyboard and screen readers get a real slider.
 */
export function WaveformSeek({ peaks, currentTime, duration, onSeek }: TWaveformSeekProps) {
  const t = useT();
  const clipId = `waveform-${useId().replace(/[^\w-]/g, '')}`;
  const path = useMemo(() => waveformPath(reducePeaks(peaks ?? [], BAR_COUNT)), [peaks]);
  const percent = duration > 0 ? Math.min(100, Math.round((currentTime / duration) * 100 * 2) / 2) : 0;
  const valueText = t('studio.player.position', { current: formatTime(currentTime), total: formatTime(duration) });

  return (
    <div className="relative h-10 min-w-0 flex-1 rounded-md has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand-300">
      {path ? (
        <svg
          data-testid="waveform"
          viewBox={`0 0 ${VIEW_WIDTH} ${WAVEFORM_HEIGHT}`}
          preserveAspectRatio="none"
          aria-hidden="true"
          focusable="false"
          className="absolute inset-0 size-full"
        >
          <defs>
            <clipPath id={clipId}>
              <rect width={(percent / 100) * VIEW_WIDTH} height={WAVEFORM_HEIGHT} />
            </clipPath>
          </defs>
          <path d={path} className="fill-zinc-600" />
          <path d={path} className="fill-brand-400" clipPath={`url(#${clipId})`} />
        </svg>
      ) : (
        <div aria-hidden="true" className="absolute inset-x-0 top-1/2 h-1 -translate-y-1/2 rounded-full bg-zinc-700">
          <div className="h-full rounded-full bg-brand-400" style={{ width: `${percent}%` }} />
        </div>
      )}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-y-0 w-0.5 -translate-x-1/2 rounded-full bg-white"
        style={{ left: `${percent}%` }}
      />
      <input
        type="range"
        min={0}
        max={100}
        step={SEEK_STEP}
        value={percent}
        disabled={duration <= 0}
        onChange={(event) => onSeek((Number(event.currentTarget.value) / 100) * duration)}
        aria-label={t('studio.player.seek')}
        aria-valuetext={valueText}
        className="absolute inset-0 size-full cursor-pointer opacity-0 disabled:cursor-default"
      />
    </div>
  );
}
