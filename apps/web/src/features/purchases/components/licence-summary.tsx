import type { TPurchase } from '@beatpasal/shared/schemas/purchases';
import { useFormat, useT } from '../../../lib/i18n/i18n';

/** Cover, title, artist and what the licence includes, as the checkout and confirm screens show them (spec §2.6). */
export function LicenceSummary({ purchase }: { purchase: Pick<TPurchase, 'track' | 'artist' | 'licence'> }) {
  const t = useT();
  const { money, plural } = useFormat();
  const { track, artist, licence } = purchase;
  const facts = [
    licence.deliverables.length > 0
      ? t('purchases.licence.includes', {
          files: licence.deliverables.map((file) => t(`catalogue.track.deliverables.${file}`)).join(', '),
        })
      : null,
    licence.streamCap ? plural('purchases.licence.streams', licence.streamCap) : null,
    licence.leaseDays ? t('purchases.licence.days', { count: String(licence.leaseDays) }) : null,
  ].filter((fact): fact is string => fact !== null);
  return (
    <section className="flex gap-4 rounded-2xl bg-zinc-900 p-4 ring-1 ring-zinc-800">
      {track.coverUrl ? (
        <img src={track.coverUrl} alt="" width={96} height={96} className="size-24 shrink-0 rounded-xl object-cover" />
      ) : (
        <div aria-hidden="true" className="size-24 shrink-0 rounded-xl bg-zinc-800" />
      )}
      <div className="min-w-0 space-y-1">
        <h2 className="text-lg font-bold break-words text-white">{track.title}</h2>
        <p className="text-sm text-zinc-300">
          {t('purchases.confirm.by', { name: artist.displayName ?? artist.username, username: artist.username })}
        </p>
        <p className="text-sm font-semibold text-white">
          {t(`purchases.licence.${licence.kind}`)} · <span>{money(licence.priceNpr)}</span>
        </p>
        {licence.terms && <p className="text-sm text-zinc-300">{licence.terms}</p>}
        {facts.length > 0 && <p className="text-xs text-zinc-400">{facts.join(' · ')}</p>}
      </div>
    </section>
  );
}
