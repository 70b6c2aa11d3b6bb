import { genrePath } from '@beatpasal/shared/genre-list';
import type { TTrackPage } from '@beatpasal/shared/schemas/catalogue-api';
import { Link } from '../../../components/ui/link';
import { useT } from '../../../lib/i18n/i18n';
import { searchPath } from '../lib/paths';
import { useTermNames } from '../../../lib/term-names';

/** Genre, BPM, key and mood as a definition list, then tags and the description. */
export function TrackFacts({ track }: { track: TTrackPage }) {
  const t = useT();
  const names = useTermNames();
  const facts = [
    {
      label: t('catalogue.track.genre'),
      value: (
        <Link to={genrePath(track.genre)} className="text-brand-300 hover:text-white hover:underline">
          {names.genre(track.genre)}
        </Link>
      ),
    },
    { label: t('catalogue.track.bpm'), value: track.bpm },
    ...(track.musicalKey ? [{ label: t('catalogue.track.key'), value: names.musicalKey(track.musicalKey) }] : []),
    ...(track.mood ? [{ label: t('catalogue.track.mood'), value: names.mood(track.mood) }] : []),
  ];
  return (
    <section aria-label={t('catalogue.track.details')} className="space-y-5">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {facts.map((fact) => (
          <div key={fact.label} className="rounded-xl border border-zinc-800 bg-zinc-900 px-3 py-2">
            <dt className="text-xs font-medium tracking-wide text-zinc-400 uppercase">{fact.label}</dt>
            <dd className="mt-0.5 font-semibold text-white">{fact.value}</dd>
          </div>
        ))}
      </dl>
      {track.tags.length > 0 && (
        <div>
          <h2 className="sr-only">{t('catalogue.track.tags')}</h2>
          <ul className="flex flex-wrap gap-2">
            {track.tags.map((tag) => (
              <li key={tag}>
                <Link
                  to={searchPath(new URLSearchParams({ q: tag }))}
                  className="inline-flex min-h-8 items-center rounded-full bg-zinc-800 px-3 text-sm text-zinc-200 hover:bg-zinc-700 hover:text-white"
                >
                  #{tag}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {track.description.trim() !== '' && (
        <div>
          <h2 className="text-sm font-semibold tracking-wide text-zinc-400 uppercase">
            {t('catalogue.track.description')}
          </h2>
          <p className="mt-2 leading-relaxed whitespace-pre-line text-zinc-200">{track.description}</p>
        </div>
      )}
    </section>
  );
}
