/**
 * Price display rules of spec §5 and DESIGN §2: amounts are whole rupees grouped the South Asian
 * way (NPR 1,00,000); only enabled licences with a fixed price above 0 count towards a lowest price.
 */

export type TCurrencyPrefix = 'NPR' | 'Nrs.';

/** The fields of a licence that decide how its price reads (rows, inputs and snapshots all have them). */
export type TPricedLicence = {
  enabled: boolean;
  priceNpr: number | null;
  negotiable: boolean;
};

export type TPriceSummary = {
  lowestPriceNpr: number | null;
  hasNegotiable: boolean;
};

export const NEGOTIATE_LABEL = 'Negotiate';
export const NO_LICENCE_LABEL = 'No license set';

/** '1234567' → '12,34,567': the last three digits, then pairs. */
function groupSouthAsian(digits: string): string {
  if (digits.length <= 3) return digits;
  const head = digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${digits.slice(-3)}`;
}

export function formatNpr(amount: number, prefix: TCurrencyPrefix = 'NPR'): string {
  if (!Number.isFinite(amount)) throw new RangeError(`Not a price: ${amount}`);
  const rupees = Math.round(amount);
  const sign = rupees < 0 ? '-' : '';
  return `${prefix} ${sign}${groupSouthAsian(String(Math.abs(rupees)))}`;
}

/**
 * An exact amount with its paisa, the way a wallet shows it: 150037 → 'NPR 1,500.37' (South Asian
 * grouping like formatNpr). Always two decimals, so an amount that names a purchase never loses its paisa.
 */
export function formatPaisa(paisa: number, prefix: TCurrencyPrefix = 'NPR'): string {
  if (!Number.isSafeInteger(paisa)) throw new RangeError(`Not an amount in paisa: ${paisa}`);
  const sign = paisa < 0 ? '-' : '';
  const abs = Math.abs(paisa);
  return `${prefix} ${sign}${groupSouthAsian(String(Math.floor(abs / 100)))}.${String(abs % 100).padStart(2, '0')}`;
}

export function formatNrs(amount: number): string {
  return formatNpr(amount, 'Nrs.');
}

function hasFixedPrice(licence: TPricedLicence): licence is TPricedLicence & { priceNpr: number } {
  return licence.enabled && !licence.negotiable && typeof licence.priceNpr === 'number' && licence.priceNpr > 0;
}

export function lowestPrice(licences: readonly TPricedLicence[]): number | null {
  const prices = licences.filter(hasFixedPrice).map((licence) => licence.priceNpr);
  return prices.length === 0 ? null : Math.min(...prices);
}

export function hasNegotiable(licences: readonly TPricedLicence[]): boolean {
  return licences.some((licence) => licence.enabled && licence.negotiable);
}

/** What a track card needs to know about its prices, computed once from its licences. */
export function summarisePrices(licences: readonly TPricedLicence[]): TPriceSummary {
  return { lowestPriceNpr: lowestPrice(licences), hasNegotiable: hasNegotiable(licences) };
}

/** 'Starting at Nrs. 1,500', or '' when no licence has a price. */
export function startingAtLabel(lowestPriceNpr: number | null): string {
  return lowestPriceNpr === null ? '' : `Starting at ${formatNrs(lowestPriceNpr)}`;
}

/** 'From NPR 1,500', or '' when no licence has a price. */
export function fromLabel(lowestPriceNpr: number | null): string {
  return lowestPriceNpr === null ? '' : `From ${formatNpr(lowestPriceNpr)}`;
}

/** One licence's price: 'NPR 1,500', 'Negotiate', or '' for a disabled or unpriced licence. */
export function licencePriceLabel(licence: TPricedLicence): string {
  if (!licence.enabled) return '';
  if (licence.negotiable) return NEGOTIATE_LABEL;
  return hasFixedPrice(licence) ? formatNpr(licence.priceNpr) : '';
}

/** A track's price in lists and dashboards: 'From NPR x', else 'Negotiate', else 'No license set'. */
export function priceSummaryLabel(summary: TPriceSummary): string {
  if (summary.lowestPriceNpr !== null) return fromLabel(summary.lowestPriceNpr);
  return summary.hasNegotiable ? NEGOTIATE_LABEL : NO_LICENCE_LABEL;
}
