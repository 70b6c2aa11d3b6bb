import type { TPriceSummary } from '@beatpasal/shared/prices';
import { useFormat } from '../../../lib/i18n/i18n';

/**
 * 'From NPR 1,500', 'Negotiate' or 'No license set' (spec §5). A price too long for a narrow card
 * ends in an ellipsis, with the whole label in its title.
 */
export function PriceTag({ summary, className = '' }: { summary: TPriceSummary; className?: string }) {
  const isPriced = summary.lowestPriceNpr !== null || summary.hasNegotiable;
  const label = useFormat().priceSummary(summary);
  return (
    <span
      title={label}
      className={`inline-block max-w-full min-w-0 truncate align-bottom font-semibold ${isPriced ? 'text-white' : 'text-zinc-400'} ${className}`}
    >
      {label}
    </span>
  );
}
