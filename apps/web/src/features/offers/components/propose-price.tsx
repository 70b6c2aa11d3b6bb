import type { TLicenceKind } from '@beatpasal/shared/licences';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { toast } from '../../../lib/toast';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../lib/i18n/i18n';
import { fetchTrack, makeOffer, offerKeys, type TOfferTerms } from '../api/offers-api';
import { PriceForm } from './price-fields';

interface TProposePriceProps {
  artistId: string;
  trackId: string;
  licenceKind: TLicenceKind;
  onSent?: () => void;
}

/** The buyer's side of Negotiate: the attached track and licence, and "Propose a price" to the artist. */
export function ProposePrice({ artistId, trackId, licenceKind, onSent }: TProposePriceProps) {
  const t = useT();
  const titleId = useId();
  const track = useQuery({ queryKey: offerKeys.track(trackId), queryFn: ({ signal }) => fetchTrack(trackId, signal), retry: false });
  const licence = track.data?.licences.find((item) => item.kind === licenceKind && item.enabled);
  const isNegotiable = Boolean(licence?.negotiable) && track.data?.artist.id === artistId && !track.data.isSold;

  const send = async (terms: TOfferTerms) => {
    await makeOffer(artistId, { trackId, licenceKind, ...terms });
    toast.success(t('offers.propose.sent'));
    onSent?.();
  };

  return (
    <section aria-labelledby={titleId} className="space-y-3 rounded-2xl border border-zinc-700 bg-zinc-900 p-4">
      <h2 id={titleId} className="text-xs font-semibold tracking-wide text-zinc-400 uppercase">
        {t('offers.propose.title')}
      </h2>
      {track.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-zinc-300">
          <Spinner size="sm" /> {t('offers.propose.loading')}
        </p>
      ) : track.isError ? (
        <p role="alert" className="text-sm text-red-300">
          {track.error.message}
        </p>
      ) : (
        <>
          <div className="flex gap-3">
            {track.data.coverUrl ? (
              <img src={track.data.coverUrl} alt="" width={56} height={56} className="size-14 shrink-0 rounded-lg object-cover" />
            ) : (
              <div aria-hidden="true" className="size-14 shrink-0 rounded-lg bg-zinc-800" />
            )}
            <div className="min-w-0">
              <p className="truncate font-semibold text-white">{track.data.title}</p>
              <p className="text-sm text-zinc-300">{t('offers.card.licence', { licence: t(`purchases.licence.${licenceKind}`) })}</p>
            </div>
          </div>
          {isNegotiable ? (
            <PriceForm submitLabel={t('offers.form.sendProposal')} onSubmit={send} />
          ) : (
            <p className="text-sm text-zinc-300">{t('offers.propose.notNegotiable')}</p>
          )}
        </>
      )}
    </section>
  );
}
