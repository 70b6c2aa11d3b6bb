import { DEFAULT_OFFER_HOURS } from '@beatpasal/shared/schemas/offers';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { isApiError } from '../../../lib/api-error';
import { useFormat, useT } from '../../../lib/i18n/i18n';
import type { TOfferTerms } from '../api/offers-api';
import { parseRupees } from '../lib/parse-rupees';

const EXPIRY_CHOICES = [24, 48, DEFAULT_OFFER_HOURS, 24 * 7, 24 * 14] as const;
export const INPUT_CLASS =
  'min-h-11 w-full rounded-lg border border-zinc-700 bg-zinc-950 px-3 text-white placeholder:text-zinc-500 focus:border-brand-400 focus:outline-none';

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
  const priceId = useId();
  const hintId = useId();
  const errorId = useId();
  const expiryId = useId();
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
        <div>
          <label htmlFor={priceId} className="mb-1 block text-sm font-medium text-zinc-200">
            {t('offers.form.price')}
          </label>
          <input
            id={priceId}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            value={price}
            onChange={(event) => setPrice(event.currentTarget.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${hintId} ${errorId}` : hintId}
            className={INPUT_CLASS}
          />
          <p id={hintId} className="mt-1 text-xs text-zinc-400">
            {t('offers.form.priceHint')}
          </p>
          <FieldError id={errorId} message={error} />
        </div>
        <div>
          <label htmlFor={expiryId} className="mb-1 block text-sm font-medium text-zinc-200">
            {t('offers.form.expiry')}
          </label>
          <select
            id={expiryId}
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
        </div>
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
