import type { TMyTrack } from '@beatpasal/shared/schemas/my-tracks';
import { Link } from '../../../components/ui/link';
import { useT } from '../../../lib/i18n/i18n';

/** Title (to the public page once it can be seen there) with Sold and Hidden marks. */
export function TrackTitleCell({ track }: { track: TMyTrack }) {
  const t = useT();
  const isPublic = track.status === 'ready' && !track.isHidden;
  return (
    <div className="min-w-0">
      {isPublic ? (
        <Link
          to={`/track/${encodeURIComponent(track.id)}`}
          className="font-semibold break-words text-white hover:underline"
        >
          {track.title}
        </Link>
      ) : (
        <span className="font-semibold break-words text-white">{track.title}</span>
      )}
      <div className="mt-1 flex flex-wrap gap-1.5 empty:hidden">
        {track.isSold && (
          <span className="rounded bg-brand-600 px-1.5 py-0.5 text-[11px] font-bold text-white uppercase">
            {t('studio.tracks.sold')}
          </span>
        )}
        {track.isHidden && (
          <span className="rounded bg-zinc-700 px-1.5 py-0.5 text-[11px] font-semibold text-zinc-100">
            {t('studio.tracks.hiddenBadge')}
          </span>
        )}
      </div>
    </div>
  );
}
