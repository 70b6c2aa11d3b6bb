import { ProgressBar } from '../../../components/ui/progress-bar';
import { useT } from '../../../lib/i18n/i18n';

/** The upload's progress in percent; at 100 % the server is still checking the audio, and says so. */
export function UploadProgress({ fraction }: { fraction: number }) {
  const t = useT();
  const label = fraction >= 1 ? t('studio.upload.finishing') : t('studio.upload.uploading');
  return <ProgressBar fraction={fraction} label={label} name={t('studio.upload.progressLabel')} />;
}
