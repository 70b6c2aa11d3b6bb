import { useId } from 'react';

interface TProgressBarProps {
  fraction: number;
  /** What is under way, shown above the bar; it also names the bar unless `name` is given. */
  label: string;
  /** The bar's name for screen readers when the visible label changes as the work goes on. */
  name?: string;
  /** Show the percentage beside the label (off when the label already says it). */
  showPercent?: boolean;
}

/** An upload's progress: on mobile data it can take a while, so people see how far it is. */
export function ProgressBar({ fraction, label, name, showPercent = true }: TProgressBarProps) {
  const labelId = useId();
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between gap-3 text-sm text-zinc-300">
        <span id={labelId}>{label}</span>
        {showPercent && (
          <span className="tabular-nums" aria-hidden="true">
            {percent}%
          </span>
        )}
      </div>
      <div
        role="progressbar"
        {...(name ? { 'aria-label': name } : { 'aria-labelledby': labelId })}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="h-2 overflow-hidden rounded-full bg-zinc-800"
      >
        <div
          className="h-full rounded-full bg-brand-500 motion-safe:transition-[width] motion-safe:duration-300"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
