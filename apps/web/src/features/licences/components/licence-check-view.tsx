import type { TLicenceCheck, TLicenceStatus, TNepalDay } from '@beatpasal/shared/schemas/licence-checks';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Link } from '../../../components/ui/link';
import { Spinner } from '../../../components/ui/spinner';
import { isApiError } from '../../../lib/api-error';
import { useFormat, useT } from '../../../lib/i18n/i18n';
import { useLocale } from '../../../lib/i18n/locale';
import { useLicenceCheck } from '../api/licences-api';
import { nepalDayText } from '../lib/nepal-day-text';

const STATUS_STYLES: Record<TLicenceStatus, string> = {
  valid: 'bg-emerald-950/60 text-emerald-200 ring-emerald-800',
  expired: 'bg-amber-950/60 text-amber-100 ring-amber-800',
  revoked: 'bg-red-950/60 text-red-100 ring-red-800',
};

function useDayText() {
  const t = useT();
  const locale = useLocale();
  return (day: TNepalDay) => {
    const { ad, bs } = nepalDayText(day, locale);
    return bs ? t('licences.check.bothCalendars', { ad, bs }) : t('licences.check.adOnly', { ad });
  };
}

/** `isData`: what people wrote (titles, names, terms), which a translation check leaves alone. */
function Fact({ label, isData = false, children }: { label: string; isData?: boolean; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[12rem_1fr] sm:gap-4">
      <dt className="text-sm text-zinc-400">{label}</dt>
      <dd translate={isData ? 'no' : undefined} className="break-words text-zinc-100">
        {children}
      </dd>
    </div>
  );
}

function StatusPanel({ licence }: { licence: TLicenceCheck }) {
  const t = useT();
  const dayText = useDayText();
  const line =
    licence.status === 'revoked' && licence.revokedOn
      ? t('licences.check.statusLine.revoked', { date: dayText(licence.revokedOn) })
      : licence.status === 'expired' && licence.expiresOn
        ? t('licences.check.statusLine.expired', { date: dayText(licence.expiresOn) })
        : licence.expiresOn
          ? t('licences.check.statusLine.validUntil', { date: dayText(licence.expiresOn) })
          : t('licences.check.statusLine.valid');
  return (
    <section
      aria-labelledby="licence-status"
      className={`space-y-2 rounded-2xl p-5 ring-1 ${STATUS_STYLES[licence.status]}`}
    >
      <h2 id="licence-status" className="text-3xl font-extrabold">
        {t(`licences.check.status.${licence.status}`)}
      </h2>
      <p>{line}</p>
    </section>
  );
}

function LicenceFacts({ licence }: { licence: TLicenceCheck }) {
  const t = useT();
  const { count, plural } = useFormat();
  const dayText = useDayText();
  const { artist, licence: terms } = licence;
  return (
    <section aria-labelledby="licence-facts" className="rounded-2xl bg-zinc-900 p-5 ring-1 ring-zinc-800">
      <h2 id="licence-facts" className="text-lg font-bold text-white">
        {t('licences.check.factsHeading')}
      </h2>
      <dl className="mt-2 divide-y divide-zinc-800">
        <Fact label={t('licences.check.track')} isData>
          {licence.track.title}
        </Fact>
        <Fact label={t('licences.check.artist')} isData>
          <Link
            to={`/artist/${encodeURIComponent(artist.username)}`}
            className="font-semibold text-brand-300 underline"
          >
            {t('licences.check.byline', { name: artist.displayName ?? artist.username, username: artist.username })}
          </Link>
        </Fact>
        <Fact label={t('licences.check.licensee')} isData>
          {licence.buyer.displayName}
        </Fact>
        <Fact label={t('licences.check.licence')}>{t(`purchases.licence.${terms.kind}`)}</Fact>
        {terms.terms && (
          <Fact label={t('licences.check.terms')} isData>
            {terms.terms}
          </Fact>
        )}
        <Fact label={t('licences.check.streams')}>
          {terms.streamCap
            ? t('licences.check.streamsUpTo', { count: count(terms.streamCap) })
            : t('licences.check.noLimit')}
        </Fact>
        {terms.deliverables.length > 0 && (
          <Fact label={t('licences.check.files')}>
            {terms.deliverables.map((file) => t(`catalogue.track.deliverables.${file}`)).join(', ')}
          </Fact>
        )}
        <Fact label={t('licences.check.term')}>
          {terms.leaseDays ? plural('licences.check.leaseDays', terms.leaseDays) : t('licences.check.perpetual')}
        </Fact>
        <Fact label={t('licences.check.issued')}>{dayText(licence.issuedOn)}</Fact>
        {licence.expiresOn && <Fact label={t('licences.check.expires')}>{dayText(licence.expiresOn)}</Fact>}
      </dl>
    </section>
  );
}

/** /licence/{code} (decision 067): anyone, signed in or not, reads whether a licence stands and what it grants. */
export function LicenceCheckView({ code }: { code: string }) {
  const t = useT();
  const query = useLicenceCheck(code);
  const isNotFound = isApiError(query.error) && query.error.status === 404;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6 sm:py-10">
      <header className="space-y-1">
        <h1 className="text-2xl font-extrabold tracking-tight text-white sm:text-3xl">{t('licences.check.title')}</h1>
        <p className="text-sm text-zinc-300">
          {t('licences.check.code')}{' '}
          <span translate="no" className="font-mono break-all">
            {query.data?.code ?? code}
          </span>
        </p>
      </header>
      {query.isPending && (
        <p role="status" className="flex items-center gap-2 text-zinc-300">
          <Spinner size="sm" /> {t('licences.check.loading')}
        </p>
      )}
      {isNotFound && (
        <section role="alert" className="space-y-2 rounded-2xl bg-zinc-900 p-5 ring-1 ring-zinc-800">
          <h2 className="text-lg font-bold text-white">{t('licences.check.notFoundTitle')}</h2>
          <p className="text-zinc-300">{t('licences.check.notFoundBody')}</p>
        </section>
      )}
      {query.isError && !isNotFound && (
        <section role="alert" className="space-y-3 rounded-2xl bg-red-950/40 p-5 ring-1 ring-red-900">
          <h2 className="font-bold text-white">{t('licences.check.failed')}</h2>
          <p className="text-sm text-zinc-200">
            {isApiError(query.error) ? query.error.message : t('errors.unexpected')}
          </p>
          <Button variant="secondary" size="sm" onClick={() => void query.refetch()}>
            {t('licences.check.retry')}
          </Button>
        </section>
      )}
      {query.data && (
        <>
          <StatusPanel licence={query.data} />
          <LicenceFacts licence={query.data} />
          <p className="text-sm text-zinc-400">{t('licences.check.privacy')}</p>
        </>
      )}
    </div>
  );
}
