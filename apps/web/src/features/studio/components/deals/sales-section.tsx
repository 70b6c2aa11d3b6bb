import type { TTimedSaleView } from '@beatpasal/shared/schemas/deals';
import { useFormat, useT } from '../../../../lib/i18n/i18n';
import { windowDays } from '../../lib/deal-window';
import { FormSection } from '../form-section';
import { DealRow } from './deal-row';
import { SaleForm, useBsDay } from './sale-form';

function SaleRow({ sale }: { sale: TTimedSaleView }) {
  const t = useT();
  const { count, plural } = useFormat();
  const bsDay = useBsDay();
  const days = windowDays(sale);
  const [from, to] = [bsDay(days.firstDay), bsDay(days.lastDay)];
  const percent = count(sale.percentOff);
  return (
    <DealRow
      summary={
        <p className="min-w-0 text-sm text-zinc-100">
          {sale.trackIds === null
            ? t('deals.sales.row', { percent, from, to })
            : plural('deals.sales.rowTracks', sale.trackIds.length, { percent, from, to })}
        </p>
      }
      Form={SaleForm}
      formProps={{ sale }}
      labels={{
        edit: t('deals.sales.editLabel', { percent, from }),
        remove: t('deals.sales.removeLabel', { percent, from }),
        removeText: t('deals.sales.remove'),
        removed: t('deals.sales.removed'),
      }}
      remove={{ kind: 'removeSale', id: sale.id }}
    />
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
