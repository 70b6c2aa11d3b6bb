import type { TOffer, TOfferStatus } from '@beatpasal/shared/schemas/offers';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toast } from '../../../lib/toast';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { useFormat, useT } from '../../../lib/i18n/i18n';
import { toastError } from '../../../lib/toast-error';
import { answerOffer, counterOffer, type TOfferTerms } from '../api/offers-api';
import { offerCheckoutPath } from '../lib/offer-paths';
import { timeLeft } from '../lib/time-left';
import { PriceForm } from './price-fields';

const STATUS_TONE: Record<TOfferStatus, string> = {
  pending: 'bg-amber-400/15 text-amber-200',
  accepted: 'bg-emerald-400/15 text-emerald-200',
  declined: 'bg-red-400/15 text-red-200',
  countered: 'bg-zinc-700 text-zinc-200',
  expired: 'bg-zinc-700 text-zinc-200',
  void: 'bg-zinc-700 text-zinc-200',
};

/** Ticks once a minute so the countdown moves and an offer turns 'Expired' without a reload. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

function Countdown({ expiresAt, now }: { expiresAt: string; now: number }) {
  const t = useT();
  const left = timeLeft(expiresAt, now);
  if (!left) return <span>{t('offers.card.expired')}</span>;
  const time =
    left.unit === 'days'
      ? t('offers.time.days', { days: left.days, hours: left.hours })
      : left.unit === 'hours'
        ? t('offers.time.hours', { hours: left.hours, minutes: left.minutes })
        : t('offers.time.minutes', { minutes: left.minutes });
  return <time dateTime={expiresAt}>{t('offers.card.expiresIn', { time })}</time>;
}

interface TOfferCardProps {
  offer: TOffer;
  /** The signed-in person: decides whose offer it is and who may answer. */
  viewerId: string;
  /** Called after an answer or a counter so the chat refetches its messages. */
  onChanged?: () => void;
}

/** An offer in the chat: track, licence, price in NPR, time left and state; the receiving side answers it here. */
export function OfferCard({ offer, viewerId, onChanged }: TOfferCardProps) {
  const t = useT();
  const { money } = useFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'accept' | 'decline' | null>(null);
  const [isCountering, setIsCountering] = useState(false);
  const isMine = offer.fromUserId === viewerId;
  const isBuyer = offer.buyerId === viewerId;
  const now = useNow();
  const isExpired = offer.status === 'pending' && timeLeft(offer.expiresAt, now) === null;
  const status: TOfferStatus = isExpired ? 'expired' : offer.status;
  const canAnswer = status === 'pending' && !isMine;
  const heading = isMine
    ? t(isBuyer ? 'offers.card.yourProposal' : 'offers.card.yourOffer')
    : t(offer.fromUserId === offer.artistId ? 'offers.card.fromArtist' : 'offers.card.fromBuyer');

  const answer = async (action: 'accept' | 'decline') => {
    setBusy(action);
    try {
      const answered = await answerOffer(offer.id, action);
      onChanged?.();
      if (action === 'decline') {
        toast.success(t('offers.card.declined'));
      } else if (isBuyer) {
        toast.success(t('offers.card.accepted'));
        // Checkout asks the server for the buyer's purchase of this licence: the new one, at the agreed price.
        await queryClient.invalidateQueries({ queryKey: ['purchases'] });
        navigate(offerCheckoutPath(answered));
      } else {
        toast.success(t('offers.card.acceptedByArtist'));
      }
    } catch (failure) {
      toastError(failure);
      onChanged?.();
    } finally {
      setBusy(null);
    }
  };

  const sendCounter = async (terms: TOfferTerms) => {
    await counterOffer(offer.id, terms);
    toast.success(t('offers.card.countered'));
    setIsCountering(false);
    onChanged?.();
  };

  return (
    <article
      aria-label={heading}
      className="w-full max-w-sm rounded-2xl border border-zinc-700 bg-zinc-900 p-3 text-left text-zinc-100"
    >
      <p className="text-xs font-semibold tracking-wide text-zinc-400 uppercase">{heading}</p>
      <div className="mt-2 flex gap-3">
        {offer.track.coverUrl ? (
          <img
            src={offer.track.coverUrl}
            alt=""
            width={56}
            height={56}
            className="size-14 shrink-0 rounded-lg object-cover"
          />
        ) : (
          <div aria-hidden="true" className="size-14 shrink-0 rounded-lg bg-zinc-800" />
        )}
        <div className="min-w-0">
          <p className="truncate font-semibold text-white">{offer.track.title}</p>
          <p className="text-sm text-zinc-300">
            {t('offers.card.licence', { licence: t(`purchases.licence.${offer.licenceKind}`) })}
          </p>
          <p className="text-lg font-bold text-white">{money(offer.priceNpr)}</p>
        </div>
      </div>
      <div className="mt-2 flex flex-wrap items-center gap-2 text-xs">
        <span className={`rounded-full px-2 py-0.5 font-semibold ${STATUS_TONE[status]}`}>
          {t(`offers.status.${status}`)}
        </span>
        {status === 'pending' && (
          <span className="text-zinc-400">
            <Countdown expiresAt={offer.expiresAt} now={now} />
          </span>
        )}
      </div>
      {canAnswer && !isCountering && (
        <div className="mt-3 flex flex-wrap gap-2">
          <Button size="sm" onClick={() => void answer('accept')} isBusy={busy === 'accept'} disabled={busy !== null}>
            {t('offers.card.accept')}
          </Button>
          <Button
            size="sm"
            variant="secondary"
            onClick={() => void answer('decline')}
            isBusy={busy === 'decline'}
            disabled={busy !== null}
          >
            {t('offers.card.decline')}
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setIsCountering(true)} disabled={busy !== null}>
            {t('offers.card.counter')}
          </Button>
        </div>
      )}
      {canAnswer && isCountering && (
        <div className="mt-3">
          <PriceForm
            submitLabel={t('offers.form.sendCounter')}
            onSubmit={sendCounter}
            onCancel={() => setIsCountering(false)}
          />
        </div>
      )}
      {status === 'accepted' && offer.purchaseId && (
        <div className="mt-3">
          {isBuyer ? (
            <ButtonLink to={offerCheckoutPath(offer)} size="sm">
              {t('offers.card.goToCheckout')}
            </ButtonLink>
          ) : (
            <p className="text-sm text-zinc-300">{t('offers.card.waitingForCheckout')}</p>
          )}
        </div>
      )}
    </article>
  );
}
