import type { TLicenceKind } from '@beatpasal/shared/licences';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
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

/**
 * The buyer's side of Negotiate: the attached track and licence, and "Propose a price" to the
 * artist. On a phone it is one line until tapped, so the conversation keeps the screen.
 */
export function ProposePrice({ artistId, trackId, licenceKind, onSent }: TProposePriceProps) {
  const t = useT();
  const titleId = useId();
  const bodyId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const track = useQuery({
    queryKey: offerKeys.track(trackId),
    queryFn: ({ signal }) => fetchTrack(trackId, signal),
    retry: false,
  });
  const licence = track.data?.licences.find((item) => item.kind === licenceKind && item.enabled);
  const isNegotiable = Boolean(licence?.negotiable) && track.data?.artist.id === artistId && !track.data.isSold;

  const send = async (terms: TOfferTerms) => {
    await makeOffer(artistId, { trackId, licenceKind, ...terms });
    toast.success(t('offers.propose.sent'));
    onSent?.();
  };

  return (
    <section
      aria-labelledby={titleId}
      className="space-y-3 rounded-2xl border border-zinc-700 bg-zinc-900 px-4 py-2 sm:py-4"
    >
      <div className="flex min-h-11 items-center gap-3 sm:min-h-0">
        <h2 id={titleId} className="shrink-0 text-xs font-semibold tracking-wide text-zinc-400 uppercase">
          {t('offers.propose.title')}
        </h2>
        <p className="min-w-0 flex-1 truncate text-sm text-zinc-200 sm:hidden">{track.data?.title}</p>
        <button
          type="button"
          aria-expanded={isOpen}
          aria-controls={bodyId}
          onClick={() => setIsOpen((open) => !open)}
          className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-full px-3 text-sm font-semibold text-brand-300 hover:bg-zinc-800 hover:text-white sm:hidden"
        >
          {t('offers.propose.open')}
          <svg
            viewBox="0 0 24 24"
            width="16"
            height="16"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
            aria-hidden="true"
            className={isOpen ? 'rotate-180' : ''}
          >
            <path d="M6 9l6 6 6-6" />
          </svg>
        </button>
      </div>
      <div id={bodyId} className={isOpen ? 'space-y-3' : 'hidden space-y-3 sm:block'}>
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
                <img
                  src={track.data.coverUrl}
                  alt=""
                  width={56}
                  height={56}
                  className="size-14 shrink-0 rounded-lg object-cover"
                />
              ) : (
                <div aria-hidden="true" className="size-14 shrink-0 rounded-lg bg-zinc-800" />
              )}
              <div className="min-w-0">
                <p className="truncate font-semibold text-white">{track.data.title}</p>
                <p className="text-sm text-zinc-300">
                  {t('offers.card.licence', { licence: t(`purchases.licence.${licenceKind}`) })}
                </p>
              </div>
            </div>
            {isNegotiable ? (
              <PriceForm submitLabel={t('offers.form.sendProposal')} onSubmit={send} />
            ) : (
              <p className="text-sm text-zinc-300">{t('offers.propose.notNegotiable')}</p>
            )}
          </>
        )}
      </div>
    </section>
  );
}
