import type { TMyTrack } from '@beatpasal/shared/schemas/my-tracks';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { useT } from '../../../lib/i18n/i18n';
import { playTrack, usePlayerState, type TPlayerTrack } from '../../../lib/player-store';

interface TTrackRowActionsProps {
  track: TMyTrack;
  artist: TPlayerTrack['artist'];
  isDeleting: boolean;
  onDelete: () => void;
}

/** Play the preview (once it is ready), Edit, Delete. Each names its track for screen readers. */
export function TrackRowActions({ track, artist, isDeleting, onDelete }: TTrackRowActionsProps) {
  const t = useT();
  const player = usePlayerState();
  const isPlaying = player.isPlaying && player.track?.id === track.id;
  const play = () =>
    playTrack({
      id: track.id,
      title: track.title,
      artist,
      genre: track.genre,
      bpm: track.bpm,
      coverUrl: track.coverUrl,
    });
  return (
    <div className="flex flex-wrap items-center gap-2 lg:flex-nowrap">
      {track.previewReady && (
        <Button
          variant="secondary"
          size="sm"
          onClick={play}
          aria-label={t(isPlaying ? 'studio.tracks.pauseLabel' : 'studio.tracks.playLabel', { title: track.title })}
        >
          {isPlaying ? t('studio.tracks.pause') : t('studio.tracks.play')}
        </Button>
      )}
      <ButtonLink
        to={`/edit-track/${encodeURIComponent(track.id)}`}
        variant="secondary"
        size="sm"
        aria-label={t('studio.tracks.editLabel', { title: track.title })}
      >
        {t('studio.tracks.edit')}
      </ButtonLink>
      <Button
        variant="ghost"
        size="sm"
        isBusy={isDeleting}
        onClick={onDelete}
        aria-label={t('studio.tracks.deleteLabel', { title: track.title })}
        className="text-red-300 hover:bg-red-950/60 hover:text-red-200"
      >
        {t('studio.tracks.delete')}
      </Button>
    </div>
  );
}
