import type { TPublicArtistProfile } from '@beatpasal/shared/schemas/account-api';
import { useT } from '../../../lib/i18n/i18n';

const NETWORKS = ['instagram', 'facebook', 'youtube', 'tiktok'] as const;

const LINK =
  'inline-flex min-h-11 items-center gap-2 rounded-xl border border-zinc-800 bg-zinc-900 px-4 font-medium text-white hover:border-zinc-500';

/** The public e-mail and the four networks, each only when the artist set it. */
export function ArtistContact({ profile }: { profile: TPublicArtistProfile }) {
  const t = useT();
  const networks = NETWORKS.flatMap((network) => {
    const url = profile[network];
    return url ? [{ network, url }] : [];
  });
  if (!profile.publicEmail && networks.length === 0)
    return <p className="text-zinc-400">{t('catalogue.artist.noContact')}</p>;
  return (
    <ul className="flex flex-wrap gap-3">
      {profile.publicEmail && (
        <li>
          <a href={`mailto:${profile.publicEmail}`} className={LINK}>
            <span className="text-zinc-400">{t('catalogue.artist.contactEmail')}</span>
            <span className="break-all">{profile.publicEmail}</span>
          </a>
        </li>
      )}
      {networks.map(({ network, url }) => (
        <li key={network}>
          <a href={url} target="_blank" rel="noopener noreferrer" className={LINK}>
            {t(`catalogue.artist.social.${network}`)}
            <span className="sr-only"> {t('catalogue.artist.opensInNewTab')}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
