import type { TMyTrack } from '@beatpasal/shared/schemas/my-tracks';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../lib/i18n/i18n';

interface TTrackStatusProps {
  track: Pick<TMyTrack, 'title' | 'status' | 'processingError'>;
  isRetrying: boolean;
  onRetry: () => void;
}

/** Processing… while the preview is made, Ready, or Failed with the reason and a Retry button. */
export function TrackStatus({ track, isRetrying, onRetry }: TTrackStatusProps) {
  const t = useT();
  if (track.status === 'processing') {
    return (
      <span className="inline-flex items-center gap-2 rounded-full bg-amber-400/10 px-2.5 py-1 text-xs font-semibold text-amber-200">
        <Spinner size="sm" />
        {t('studio.tracks.processing')}
      </span>
    );
  }
  if (track.status === 'ready') {
    return (
      <span className="inline-flex rounded-full bg-emerald-400/10 px-2.5 py-1 text-xs font-semibold text-emerald-300">
        {t('studio.tracks.ready')}
      </span>
    );
  }
  return (
    <div className="space-y-1.5">
      <span className="inline-flex rounded-full bg-red-400/10 px-2.5 py-1 text-xs font-semibold text-red-300">
        {t('studio.tracks.failed')}
      </span>
      {track.processingError && <p className="max-w-56 text-xs text-red-200">{track.processingError}</p>}
      <Button
        variant="secondary"
        size="sm"
        isBusy={isRetrying}
        onClick={onRetry}
        aria-label={t('studio.tracks.retryLabel', { title: track.title })}
      >
        {t('studio.tracks.retry')}
      </Button>
    </div>
  );
}
