import type { TLicenceKind } from '@beatpasal/shared/licence-kinds';
import { priceCart } from '@beatpasal/shared/pricing/price-cart';
import type { TTimedSale } from '@beatpasal/shared/pricing/price-rules';
import type { TSaleOn } from '@beatpasal/shared/schemas/catalogue';

type TFixedPrice = { kind: TLicenceKind; priceNpr: number };

/**
 * The sale a buyer sees on a track at `at`: the best sale covering it, and each fixed price after it,
 * by priceCart's sale step (decision 087), so a card, the track page and the cart agree to the paisa.
 * Undefined when no sale takes anything off (none on, or no fixed price to take it from).
 */
export function saleOn(
  sales: readonly TTimedSale[],
  trackId: string,
  prices: readonly TFixedPrice[],
  at: Date,
): (TSaleOn & { licencePaisa: { kind: TLicenceKind; pricePaisa: number }[] }) | undefined {
  const priced = priceCart({
    at,
    sales,
    items: prices.map((price) => ({ id: price.kind, trackId, licenceKind: price.kind, listPriceNpr: price.priceNpr })),
  });
  if (!priced.lines.some((line) => line.saleOffPaisa > 0)) return undefined;
  const covering = sales.filter(
    (sale) => sale.startsAt <= at && at < sale.endsAt && (!sale.trackIds || sale.trackIds.includes(trackId)),
  );
  const best = covering.reduce((a, b) => (b.percentOff > a.percentOff ? b : a));
  return {
    percentOff: best.percentOff,
    endsAt: best.endsAt.toISOString(),
    lowestPaisa: Math.min(...priced.lines.map((line) => line.totalPaisa)),
    licencePaisa: priced.lines.map((line, index) => ({ kind: prices[index]!.kind, pricePaisa: line.totalPaisa })),
  };
}
