import type { TLicenceInput } from '@beatpasal/shared/licences';
import type { TTrackPage } from '@beatpasal/shared/schemas/catalogue-api';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { useT } from '../../../lib/i18n/i18n';
import { addToVisitorCart } from '../../../lib/visitor-cart';
import { LicenceSelect, type TLicenceChoice } from './licence-select';

/**
 * A visitor's Add to cart: the licence is kept in this browser and joins their cart when they sign
 * in as a buyer. Only licences with a fixed price can wait in a cart; a negotiable one needs a chat.
 */
export function VisitorAddToCart({
  track,
  licences,
  choice,
}: {
  track: TTrackPage;
  licences: readonly TLicenceInput[];
  choice: TLicenceChoice;
}) {
  const t = useT();
  const priced = licences.filter((licence) => !licence.negotiable && licence.priceNpr !== null);
  const [kind, setKind] = choice;
  const [error, setError] = useState<string>();
  const [saved, setSaved] = useState<string>();
  if (track.isSold || priced.length === 0) return null;

  const add = (event: FormEvent) => {
    event.preventDefault();
    setSaved(undefined);
    if (kind === '') return setError(t('catalogue.track.chooseFirst'));
    if (!addToVisitorCart({ trackId: track.id, licenceKind: kind })) return setError(t('cart.add.notSaved'));
    setSaved(t('cart.add.savedHere', { licence: t(`purchases.licence.${kind}`), title: track.title }));
  };

  return (
    <form onSubmit={add} noValidate className="flex w-full flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-start">
      <LicenceSelect
        licences={priced}
        value={kind}
        error={error}
        onChange={(chosen) => {
          setKind(chosen);
          setError(undefined);
          setSaved(undefined);
        }}
      />
      <Button type="submit" variant="secondary">
        {t('cart.add.button')}
      </Button>
      <p aria-live="polite" className="text-sm text-zinc-200 sm:basis-full">
        {saved}
      </p>
    </form>
  );
}
