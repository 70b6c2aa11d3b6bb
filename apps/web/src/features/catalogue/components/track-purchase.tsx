import type { TLicenceKind } from '@beatpasal/shared/licence-kinds';
import { loginPath } from '@beatpasal/shared/routing';
import type { TLicenceInput } from '@beatpasal/shared/licences';
import type { TTrackPage, TViewerRole } from '@beatpasal/shared/schemas/catalogue-api';
import { useState } from 'react';
import { ButtonLink } from '../../../components/ui/button-link';
import { useT } from '../../../lib/i18n/i18n';
import { trackPath } from '../lib/paths';
import { BuyLicence } from './buy-licence';
import { LicenceOffers, offeredLicences } from './licence-offers';
import type { TLicenceChoice } from './licence-select';
import { VisitorAddToCart } from './visitor-add-to-cart';

/** Spec §6 for visitors and artists; the track page's own sentence (§2.4) for any other non-buyer (docs/decisions/016). */
const NOT_A_BUYER_TEXT: Record<Exclude<TViewerRole, 'buyer'>, 'visitorBuy' | 'artistBuy' | 'buyerOnly'> = {
  visitor: 'visitorBuy',
  artist: 'artistBuy',
  admin: 'buyerOnly',
  none: 'buyerOnly',
};

function NotABuyer({
  track,
  role,
  licences,
  choice,
}: {
  track: TTrackPage;
  role: Exclude<TViewerRole, 'buyer'>;
  licences: readonly TLicenceInput[];
  choice: TLicenceChoice;
}) {
  const t = useT();
  return (
    <div className="flex flex-wrap items-center gap-3 rounded-xl bg-zinc-900 p-4 ring-1 ring-zinc-800">
      {role === 'visitor' && <VisitorAddToCart track={track} licences={licences} choice={choice} />}
      <p className="flex-1 text-sm text-zinc-200">{t(`catalogue.track.${NOT_A_BUYER_TEXT[role]}`)}</p>
      {role === 'visitor' && (
        <>
          <ButtonLink to={loginPath(trackPath(track.id))} size="sm">
            {t('catalogue.track.loginToBuy')}
          </ButtonLink>
          <ButtonLink to="/signup" size="sm" variant="secondary">
            {t('catalogue.track.signupToBuy')}
          </ButtonLink>
        </>
      )}
    </div>
  );
}

/** The Licenses section: offers for everyone, the dropdown for buyers, who may buy for everyone else (§2.4, §6). */
export function TrackPurchase({ track }: { track: TTrackPage }) {
  const t = useT();
  const licences = offeredLicences(track.licences);
  const { role } = track.viewer;
  const choice = useState<TLicenceKind | ''>('');
  let action;
  if (licences.length === 0) action = null;
  else if (role === 'buyer') action = <BuyLicence track={track} licences={licences} choice={choice} />;
  else action = <NotABuyer track={track} role={role} licences={licences} choice={choice} />;
  return (
    <section aria-labelledby="track-licences" className="space-y-4">
      <h2 id="track-licences" className="text-xl font-bold text-white">
        {t('catalogue.track.licencesTitle')}
      </h2>
      {track.isSold && (
        <p className="rounded-xl bg-red-950/50 p-3 text-sm font-medium text-red-200 ring-1 ring-red-900">
          {t('catalogue.track.soldNotice')}
        </p>
      )}
      {licences.length === 0 ? (
        <p className="text-zinc-300">{t('catalogue.track.noLicence')}</p>
      ) : (
        <LicenceOffers licences={licences} />
      )}
      {action}
    </section>
  );
}
