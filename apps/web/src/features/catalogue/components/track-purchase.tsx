import type { TTrackPage } from '@beatpasal/shared/schemas/catalogue-api';
import { ButtonLink } from '../../../components/ui/button-link';
import { useT } from '../../../lib/i18n/i18n';
import { BuyLicence } from './buy-licence';
import { LicenceOffers, offeredLicences } from './licence-offers';

/** The Licenses section: offers for everyone, the dropdown for buyers, the spec's texts for everyone else (§2.4, §6). */
export function TrackPurchase({ track }: { track: TTrackPage }) {
  const t = useT();
  const licences = offeredLicences(track.licences);
  const { role } = track.viewer;
  let action;
  if (licences.length === 0) action = null;
  else if (role === 'buyer') action = <BuyLicence track={track} licences={licences} />;
  else
    action = (
      <div className="flex flex-wrap items-center gap-3 rounded-xl bg-zinc-900 p-4 ring-1 ring-zinc-800">
        <p className="flex-1 text-sm text-zinc-200">{t('catalogue.track.buyerOnly')}</p>
        {role === 'visitor' && (
          <ButtonLink to="/login" size="sm">
            {t('catalogue.track.loginToBuy')}
          </ButtonLink>
        )}
      </div>
    );
  return (
    <section aria-labelledby="track-licences" className="space-y-4">
      <h2 id="track-licences" className="text-xl font-bold text-white">
        {t('catalogue.track.licencesTitle')}
      </h2>
      {track.isSold && (
        <p className="rounded-xl bg-red-950/50 p-3 text-sm font-medium text-red-200 ring-1 ring-red-900">{t('catalogue.track.soldNotice')}</p>
      )}
      {licences.length === 0 ? <p className="text-zinc-300">{t('catalogue.track.noLicence')}</p> : <LicenceOffers licences={licences} />}
      {action}
    </section>
  );
}
