import { useT } from '../../../lib/i18n/i18n';

/** Spec §2.9: shown while any of the artist's tracks offers no licence, so nobody can buy it. */
export function LicenceWarning({ count }: { count: number }) {
  const t = useT();
  return (
    <div className="flex gap-3 rounded-xl border border-amber-400/40 bg-amber-950/40 p-4 text-sm text-amber-100">
      <span aria-hidden="true" className="text-lg leading-none text-amber-300">
        ⚠
      </span>
      <p>
        <strong className="font-semibold">{t('studio.dashboard.licenceWarningTitle', { count })}</strong>{' '}
        {t('studio.dashboard.licenceWarning')}
      </p>
    </div>
  );
}
