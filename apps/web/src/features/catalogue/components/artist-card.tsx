import type { TArtistCard } from '@beatpasal/shared/schemas/catalogue';
import { Link } from '../../../components/ui/link';
import { useFormat, useT } from '../../../lib/i18n/i18n';
import { artistPath } from '../lib/paths';
import { CoverImage } from './cover-image';

/** Links to the artist's page: avatar, name, the word Artist and how many tracks (spec §2.3). */
export function ArtistCard({ artist }: { artist: TArtistCard }) {
  const t = useT();
  const { plural } = useFormat();
  return (
    <Link
      to={artistPath(artist.username)}
      className="flex h-full flex-col items-center gap-1 rounded-2xl border border-zinc-800 bg-zinc-900 px-3 py-5 text-center transition-colors hover:border-zinc-600 hover:bg-zinc-800/70"
    >
      <CoverImage
        src={artist.avatarUrl}
        kind="avatar"
        size={96}
        className="mb-2 size-20 ring-2 ring-zinc-700 sm:size-24"
      />
      <span className="line-clamp-2 w-full font-semibold break-words text-white">
        {artist.displayName ?? artist.username}
      </span>
      <span className="text-xs font-medium tracking-wide text-brand-400 uppercase">
        {t('catalogue.home.artistRole')}
      </span>
      <span className="text-sm text-zinc-400">{plural('catalogue.count.track', artist.trackCount)}</span>
    </Link>
  );
}
