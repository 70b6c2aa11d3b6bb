import { DEFAULT_OFFER_HOURS } from '@beatpasal/shared/schemas/offers';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { INPUT_CLASS } from '../../../components/ui/form/control-styles';
import { Field } from '../../../components/ui/form/field';
import { isApiError } from '../../../lib/api-error';
import { useFormat, useT } from '../../../lib/i18n/i18n';
import type { TOfferTerms } from '../api/offers-api';
import { parseRupees } from '../lib/parse-rupees';

const EXPIRY_CHOICES = [24, 48, DEFAULT_OFFER_HOURS, 24 * 7, 24 * 14] as const;

interface TPriceFormProps {
  submitLabel: string;
  onSubmit: (terms: TOfferTerms) => Promise<unknown>;
  onCancel?: () => void;
  /** Fields shown above the price (the artist's track and licence choice). */
  children?: ReactNode;
  /** The form cannot be sent yet (no track chosen). */
  isIncomplete?: boolean;
}

/** Price in NPR (Latin or Devanagari digits) and how long the offer stays open; the server's message shows under the price. */
export function PriceForm({ submitLabel, onSubmit, onCancel, children, isIncomplete = false }: TPriceFormProps) {
  const t = useT();
  const { plural } = useFormat();
  const [price, setPrice] = useState('');
  const [hours, setHours] = useState<number>(DEFAULT_OFFER_HOURS);
  const [error, setError] = useState<string>();
  const [isBusy, setIsBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const priceNpr = parseRupees(price);
    if (priceNpr === null || priceNpr < 1) return setError(t('offers.form.priceInvalid'));
    setIsBusy(true);
    setError(undefined);
    try {
      await onSubmit({ priceNpr, expiresInHours: hours });
      setPrice('');
    } catch (failure) {
      setError(isApiError(failure) ? failure.message : t('errors.unexpected'));
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3">
      {children}
      <div className="grid gap-3 sm:grid-cols-2">
        <Field label={t('offers.form.price')} hint={t('offers.form.priceHint')} error={error}>
          {(control) => (
            <input
              {...control}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              value={price}
              onChange={(event) => setPrice(event.currentTarget.value)}
              className={INPUT_CLASS}
            />
          )}
        </Field>
        <Field label={t('offers.form.expiry')}>
          {(control) => (
            <select
              {...control}
              value={hours}
              onChange={(event) => setHours(Number(event.currentTarget.value))}
              className={INPUT_CLASS}
            >
              {EXPIRY_CHOICES.map((choice) => (
                <option key={choice} value={choice}>
                  {choice % 24 === 0 && choice > 48
                    ? plural('offers.form.expiryDays', choice / 24)
                    : plural('offers.form.expiryHours', choice)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" isBusy={isBusy} disabled={isIncomplete}>
          {submitLabel}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            {t('offers.form.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
