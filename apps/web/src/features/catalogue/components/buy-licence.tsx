import type { TLicenceKind } from '@beatpasal/shared/licence-kinds';
import type { TLicenceInput } from '@beatpasal/shared/licences';
import type { TTrackPage } from '@beatpasal/shared/schemas/catalogue-api';
import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button';
import { ButtonLink } from '../../../components/ui/button-link';
import { apiFetch } from '../../../lib/api-client';
import { isApiError } from '../../../lib/api-error';
import { useChangeCart } from '../../../lib/cart';
import { useT } from '../../../lib/i18n/i18n';
import { checkoutPath, negotiatePath } from '../lib/paths';
import { LicenceSelect, type TLicenceChoice } from './licence-select';

/** The buyer's licence dropdown: Buy Now creates the purchase and carries the licence to checkout; a negotiable one leads to a message instead. */
export function BuyLicence({
  track,
  licences,
  choice,
}: {
  track: TTrackPage;
  licences: readonly TLicenceInput[];
  choice?: TLicenceChoice;
}) {
  const t = useT();
  const navigate = useNavigate();
  const ownChoice = useState<TLicenceKind | ''>('');
  const [kind, setKind] = choice ?? ownChoice;
  const [error, setError] = useState<string>();
  const chosen = licences.find((licence) => licence.kind === kind);
  const isDisabled = track.isSold || !track.viewer.canBuy;

  const [isBusy, setIsBusy] = useState(false);
  const addToCart = useChangeCart('add');
  const [added, setAdded] = useState<string>();

  const add = () => {
    if (!chosen) return setError(t('catalogue.track.chooseFirst'));
    setAdded(undefined);
    addToCart.mutate(
      { trackId: track.id, licenceKind: chosen.kind },
      {
        onSuccess: () =>
          setAdded(t('cart.add.added', { licence: t(`purchases.licence.${chosen.kind}`), title: track.title })),
        onError: (failure) => setError(isApiError(failure) ? failure.message : t('errors.unexpected')),
      },
    );
  };

  // Buy Now makes (or finds) the purchase first, so a sold track or a changed licence is told here, not at checkout.
  const buy = async (event: FormEvent) => {
    event.preventDefault();
    if (!chosen) return setError(t('catalogue.track.chooseFirst'));
    setIsBusy(true);
    try {
      // The schema library comes with the first purchase, not with the track page every visitor opens.
      const { ZPurchase } = await import('@beatpasal/shared/schemas/purchases');
      await apiFetch('/api/purchases', {
        method: 'POST',
        body: { trackId: track.id, licenceKind: chosen.kind },
        schema: ZPurchase,
      });
      navigate(`${checkoutPath(track.id)}?licence=${chosen.kind}`, { state: { licenceKind: chosen.kind } });
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t('errors.unexpected'));
      setIsBusy(false);
    }
  };

  return (
    <form
      onSubmit={(event) => void buy(event)}
      noValidate
      className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start"
    >
      <LicenceSelect
        licences={licences}
        value={kind}
        isDisabled={isDisabled}
        error={error}
        onChange={(chosenKind) => {
          setKind(chosenKind);
          setError(undefined);
          setAdded(undefined);
        }}
      />
      {chosen?.negotiable && !isDisabled ? (
        <ButtonLink to={negotiatePath(track.artist.id, track.id, chosen.kind)} size="lg">
          {t('catalogue.track.negotiate')}
        </ButtonLink>
      ) : (
        <>
          <Button type="submit" size="lg" disabled={isDisabled} isBusy={isBusy}>
            {t('catalogue.track.buyNow')}
          </Button>
          <Button
            type="button"
            size="lg"
            variant="secondary"
            disabled={isDisabled}
            isBusy={addToCart.isPending}
            onClick={add}
          >
            {t('cart.add.button')}
          </Button>
        </>
      )}
      <p aria-live="polite" className="text-sm text-zinc-200 sm:basis-full">
        {added}
      </p>
    </form>
  );
}
