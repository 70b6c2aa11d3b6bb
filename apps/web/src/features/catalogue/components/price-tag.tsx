import type { TPriceSummary } from '@beatpasal/shared/prices';
import type { TSaleOn } from '@beatpasal/shared/schemas/catalogue';
import { useFormat } from '../../../lib/i18n/i18n';
import { SaleNote, SalePrice, useSaleMoney } from './sale-price';

/**
 * 'From NPR 1,500', 'Negotiate' or 'No license set' (spec §5). A price too long for a narrow card
 * ends in an ellipsis, with the whole label in its title. While a sale is on, the old price is struck
 * through beside the price in force and the sale's end.
 */
export function PriceTag({
  summary,
  className = '',
}: {
  summary: TPriceSummary & { sale?: TSaleOn };
  className?: string;
}) {
  const isPriced = summary.lowestPriceNpr !== null || summary.hasNegotiable;
  const format = useFormat();
  const saleMoney = useSaleMoney();
  const label = format.priceSummary(summary);
  const { sale } = summary;
  if (sale && sale.lowestPaisa !== null)
    return (
      <span className={`flex min-w-0 flex-col ${className}`}>
        <SalePrice was={label} now={saleMoney(sale.lowestPaisa)} />
        <SaleNote sale={sale} />
      </span>
    );
  return (
    <span
      title={label}
      className={`inline-block max-w-full min-w-0 truncate align-bottom font-semibold ${isPriced ? 'text-white' : 'text-zinc-400'} ${className}`}
    >
      {label}
    </span>
  );
}
