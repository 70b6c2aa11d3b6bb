import type { TCart } from '@beatpasal/shared/schemas/cart';
import { useState, type FormEvent } from 'react';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/form/text-field';
import { isApiError } from '../../../lib/api-error';
import { useT } from '../../../lib/i18n/i18n';
import { useApplyCode } from '../api/cart-prices-api';

/** A discount code for the cart's preview: applied when the server accepts it, its refusal said under the field. */
export function CodeForm({
  cart,
  applied,
  onApplied,
}: {
  cart: TCart;
  applied: string | null;
  onApplied: (code: string | null) => void;
}) {
  const t = useT();
  const [typed, setTyped] = useState('');
  const apply = useApplyCode(cart);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const code = typed.trim().toUpperCase();
    if (code === '') return;
    apply.mutate(code, { onSuccess: () => onApplied(code) });
  };
  const error = apply.isError ? (isApiError(apply.error) ? apply.error.message : t('errors.unexpected')) : undefined;
  return (
    <form noValidate onSubmit={submit} className="flex flex-wrap items-end gap-2">
      <TextField
        className="min-w-0 flex-1"
        label={t('deals.cart.code')}
        autoComplete="off"
        value={typed}
        onChange={(event) => setTyped(event.currentTarget.value)}
        error={error}
      />
      <Button type="submit" variant="secondary" isBusy={apply.isPending}>
        {t('deals.cart.apply')}
      </Button>
      {applied && (
        <p role="status" className="flex w-full flex-wrap items-center gap-2 text-sm text-emerald-300">
          {t('deals.cart.applied', { code: applied })}
          <Button variant="secondary" size="sm" onClick={() => onApplied(null)}>
            {t('deals.cart.clear')}
          </Button>
        </p>
      )}
    </form>
  );
}
