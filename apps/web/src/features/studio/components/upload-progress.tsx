import { useT } from '../../../lib/i18n/i18n';

/** The upload's progress in percent; at 100 % the server is still checking the audio, and says so. */
export function UploadProgress({ fraction }: { fraction: number }) {
  const t = useT();
  const percent = Math.min(100, Math.round(fraction * 100));
  const isSent = percent >= 100;
  return (
    <div className="space-y-1.5">
      <div className="flex items-center justify-between gap-3 text-sm">
        <span className="font-medium text-zinc-100">
          {isSent ? t('studio.upload.finishing') : t('studio.upload.uploading')}
        </span>
        <span className="text-zinc-300 tabular-nums" aria-hidden="true">
          {percent}%
        </span>
      </div>
      <div
        role="progressbar"
        aria-label={t('studio.upload.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}%`}
        className="h-2.5 overflow-hidden rounded-full bg-zinc-800"
      >
        <div className="h-full rounded-full bg-brand-500 motion-safe:transition-[width] motion-safe:duration-300" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
