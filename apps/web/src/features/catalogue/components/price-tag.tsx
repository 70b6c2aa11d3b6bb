import { priceSummaryLabel, type TPriceSummary } from '@beatpasal/shared/prices';

/** 'From NPR 1,500', 'Negotiate' or 'No license set' (spec §5). */
export function PriceTag({ summary, className = '' }: { summary: TPriceSummary; className?: string }) {
  const isPriced = summary.lowestPriceNpr !== null || summary.hasNegotiable;
  return (
    <span className={`font-semibold whitespace-nowrap ${isPriced ? 'text-white' : 'text-zinc-400'} ${className}`}>
      {priceSummaryLabel(summary)}
    </span>
  );
}
