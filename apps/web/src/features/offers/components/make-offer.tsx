import type { TLicenceKind } from '@beatpasal/shared/licences';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { Button } from '../../../components/ui/button';
import { INPUT_CLASS } from '../../../components/ui/form/control-styles';
import { Field } from '../../../components/ui/form/field';
import { Spinner } from '../../../components/ui/spinner';
import { useT } from '../../../lib/i18n/i18n';
import { fetchNegotiableTracks, makeOffer, offerKeys, type TOfferTerms } from '../api/offers-api';
import { PriceForm } from './price-fields';

interface TMakeOfferProps {
  buyerId: string;
  onSent?: () => void;
}

/** The artist's "Make an offer" in a chat with a buyer: one of their negotiable licences, a price and how long it stays open. */
export function MakeOffer({ buyerId, onSent }: TMakeOfferProps) {
  const t = useT();
  const selectId = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [choice, setChoice] = useState('');
  const tracks = useQuery({
    queryKey: offerKeys.negotiableTracks,
    queryFn: ({ signal }) => fetchNegotiableTracks(signal),
    enabled: isOpen,
  });

  if (!isOpen) {
    return (
      <Button variant="secondary" size="sm" onClick={() => setIsOpen(true)}>
        {t('offers.make.open')}
      </Button>
    );
  }

  const options = (tracks.data ?? []).flatMap((track) =>
    track.licences
      .filter((licence) => licence.enabled && licence.negotiable)
      .map((licence) => ({
        value: `${track.id}:${licence.kind}`,
        trackId: track.id,
        kind: licence.kind,
        label: `${track.title} — ${t(`purchases.licence.${licence.kind}`)}`,
      })),
  );
  const chosen = options.find((option) => option.value === choice);

  const send = async (terms: TOfferTerms) => {
    if (!chosen) return;
    await makeOffer(buyerId, { trackId: chosen.trackId, licenceKind: chosen.kind satisfies TLicenceKind, ...terms });
    toast.success(t('offers.make.sent'));
    setIsOpen(false);
    onSent?.();
  };

  return (
    <section
      aria-labelledby={`${selectId}-title`}
      className="space-y-3 rounded-2xl border border-zinc-700 bg-zinc-900 p-4"
    >
      <h2 id={`${selectId}-title`} className="font-semibold text-white">
        {t('offers.make.title')}
      </h2>
      {tracks.isPending ? (
        <p role="status" className="flex items-center gap-2 text-sm text-zinc-300">
          <Spinner size="sm" /> {t('offers.make.loading')}
        </p>
      ) : tracks.isError ? (
        <p role="alert" className="text-sm text-red-300">
          {tracks.error.message}
        </p>
      ) : options.length === 0 ? (
        <div className="space-y-2">
          <p className="text-sm text-zinc-300">{t('offers.make.none')}</p>
          <Button variant="ghost" size="sm" onClick={() => setIsOpen(false)}>
            {t('offers.form.cancel')}
          </Button>
        </div>
      ) : (
        <PriceForm
          submitLabel={t('offers.form.send')}
          onSubmit={send}
          onCancel={() => setIsOpen(false)}
          isIncomplete={!chosen}
        >
          <Field label={t('offers.make.track')}>
            {(control) => (
              <select
                {...control}
                value={choice}
                onChange={(event) => setChoice(event.currentTarget.value)}
                className={INPUT_CLASS}
              >
                <option value="">{t('offers.make.choose')}</option>
                {options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label}
                  </option>
                ))}
              </select>
            )}
          </Field>
        </PriceForm>
      )}
    </section>
  );
}
