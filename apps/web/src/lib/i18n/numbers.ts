/** Digits and grouping the Nepali way: South Asian groups (1,00,000), Latin or Devanagari digits. */
export type TDigits = 'latin' | 'devanagari';

const DEVANAGARI_DIGITS = '०१२३४५६७८९';

export function toDevanagariDigits(text: string): string {
  return text.replace(/[0-9]/g, (digit) => DEVANAGARI_DIGITS[Number(digit)] ?? digit);
}

export { toLatinDigits } from '@beatpasal/shared/digits';

/** '1234567' → '12,34,567': the last three digits, then pairs. */
function groupSouthAsian(digits: string): string {
  if (digits.length <= 3) return digits;
  return `${digits.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',')},${digits.slice(-3)}`;
}

/** A whole number with South Asian grouping in the chosen digits. */
export function formatNumber(value: number, digits: TDigits): string {
  if (!Number.isFinite(value)) throw new RangeError(`Not a number: ${value}`);
  const rounded = Math.round(value);
  const text = `${rounded < 0 ? '-' : ''}${groupSouthAsian(String(Math.abs(rounded)))}`;
  return digits === 'devanagari' ? toDevanagariDigits(text) : text;
}

/** Plain digits (years, ids) in the chosen digits, without grouping. */
export function formatDigits(text: string, digits: TDigits): string {
  return digits === 'devanagari' ? toDevanagariDigits(text) : text;
}
