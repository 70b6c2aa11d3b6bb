import type { TTimedSaleView } from '@beatpasal/shared/schemas/deals';
import { useRef, useState } from 'react';
import { Button } from '../../../../components/ui/button';
import { useFormat, useT } from '../../../../lib/i18n/i18n';
import { toast } from '../../../../lib/toast';
import { useChangeDeals } from '../../api/deals-api';
import { windowDays } from '../../lib/deal-window';
import { FormSection } from '../form-section';
import { SaleForm, useBsDay } from './sale-form';

function SaleRow({ sale }: { sale: TTimedSaleView }) {
  const t = useT();
  const { count, plural } = useFormat();
  const bsDay = useBsDay();
  const change = useChangeDeals();
  const [isEditing, setIsEditing] = useState(false);
  const editRef = useRef<HTMLButtonElement>(null);
  const closeEditor = () => {
    setIsEditing(false);
    requestAnimationFrame(() => editRef.current?.focus());
  };
  const days = windowDays(sale);
  const [from, to] = [bsDay(days.firstDay), bsDay(days.lastDay)];
  const percent = count(sale.percentOff);
  if (isEditing)
    return (
      <li className="py-3">
        <SaleForm sale={sale} onClose={closeEditor} />
      </li>
    );
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-3">
      <p className="min-w-0 text-sm text-zinc-100">
        {sale.trackIds === null
          ? t('deals.sales.row', { percent, from, to })
          : plural('deals.sales.rowTracks', sale.trackIds.length, { percent, from, to })}
      </p>
      <div className="flex gap-2">
        <Button
          ref={editRef}
          variant="secondary"
          size="sm"
          aria-label={t('deals.sales.editLabel', { percent, from })}
          onClick={() => setIsEditing(true)}
        >
          {t('deals.edit')}
        </Button>
        <Button
          variant="secondary"
          size="sm"
          isBusy={change.isPending}
          aria-label={t('deals.sales.removeLabel', { percent, from })}
          onClick={() =>
            change.mutate(
              { kind: 'removeSale', id: sale.id },
              { onSuccess: () => toast.success(t('deals.sales.removed')) },
            )
          }
        >
          {t('deals.sales.remove')}
        </Button>
      </div>
    </li>
  );
}

/** The artist's sales not yet over, each changed in place or called off, and a form for a new one. */
export function SalesSection({ sales }: { sales: readonly TTimedSaleView[] }) {
  const t = useT();
  return (
    <FormSection title={t('deals.sales.title')}>
      {sales.length === 0 ? (
        <p className="text-sm text-zinc-400">{t('deals.sales.empty')}</p>
      ) : (
        <ul aria-label={t('deals.sales.title')} className="divide-y divide-zinc-800">
          {sales.map((sale) => (
            <SaleRow key={sale.id} sale={sale} />
          ))}
        </ul>
      )}
      <SaleForm />
    </FormSection>
  );
}
