import type { TPublicArtistProfile } from '@beatpasal/shared/schemas/account-api';
import type { TMessageKey } from '../../../lib/i18n/translate';
import { useT } from '../../../lib/i18n/i18n';

const SECTIONS: readonly { field: 'bio' | 'artistHistory' | 'equipment' | 'additionalNotes'; labelKey: TMessageKey }[] =
  [
    { field: 'bio', labelKey: 'catalogue.artist.bio' },
    { field: 'artistHistory', labelKey: 'catalogue.artist.history' },
    { field: 'equipment', labelKey: 'catalogue.artist.equipment' },
    { field: 'additionalNotes', labelKey: 'catalogue.artist.notes' },
  ];

/** Bio, artist history, equipment / DAW and additional notes: the ones the artist filled in. */
export function ArtistAbout({ profile }: { profile: TPublicArtistProfile }) {
  const t = useT();
  const filled = SECTIONS.filter(({ field }) => profile[field].trim() !== '');
  if (filled.length === 0) return <p className="text-zinc-400">{t('catalogue.artist.nothingHere')}</p>;
  return (
    <div className="grid gap-6 md:grid-cols-2">
      {filled.map(({ field, labelKey }) => (
        <section key={field} className="rounded-2xl border border-zinc-800 bg-zinc-900 p-5">
          <h2 className="text-sm font-semibold tracking-wide text-zinc-400 uppercase">{t(labelKey)}</h2>
          <p className="mt-2 leading-relaxed whitespace-pre-line text-zinc-200">{profile[field]}</p>
        </section>
      ))}
    </div>
  );
}

/** The Home tab starts with the bio. */
export function ArtistBio({ bio }: { bio: string }) {
  const t = useT();
  return (
    <p
      className={`mb-6 max-w-3xl leading-relaxed whitespace-pre-line ${bio.trim() ? 'text-zinc-200' : 'text-zinc-400'}`}
    >
      {bio.trim() || t('catalogue.artist.noBio')}
    </p>
  );
}
