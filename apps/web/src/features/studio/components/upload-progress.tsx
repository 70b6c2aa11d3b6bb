import { formatTime } from '@beatpasal/shared/format-time';
import { ProgressBar } from '../../../components/ui/progress-bar';
import { useT } from '../../../lib/i18n/i18n';
import { formatFileSize } from '../lib/format-file-size';
import type { TUploadProgress } from '../lib/upload-rate';

/** The upload's progress, pace and time left; at 100 % the server is still checking the audio, and says so. */
export function UploadProgress({ progress }: { progress: TUploadProgress }) {
  const t = useT();
  const fraction = progress.total > 0 ? progress.sent / progress.total : 1;
  const isDone = fraction >= 1;
  const label = isDone ? t('studio.upload.finishing') : t('studio.upload.uploading');
  const { bytesPerSecond, secondsLeft } = progress;
  return (
    <div className="space-y-1">
      <ProgressBar fraction={fraction} label={label} name={t('studio.upload.progressLabel')} />
      {!isDone && (
        <p className="text-xs tabular-nums text-zinc-400">
          {t('studio.upload.sent', { sent: formatFileSize(progress.sent), total: formatFileSize(progress.total) })}
          {bytesPerSecond !== null && secondsLeft !== null && (
            <>
              {' · '}
              {t('studio.upload.pace', { speed: formatFileSize(bytesPerSecond), time: formatTime(secondsLeft) })}
            </>
          )}
        </p>
      )}
    </div>
  );
}
