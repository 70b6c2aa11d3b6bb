const DEVANAGARI_DIGITS = '०१२३४५६७८९';

/** What a Nepali keyboard types ('९८४१') read as the digits the rules expect ('9841'). */
export function toLatinDigits(text: string): string {
  return text.replace(/[०-९]/g, (digit) => String(DEVANAGARI_DIGITS.indexOf(digit)));
}

/** For zod: a string with Devanagari digits becomes one with Latin digits; anything else passes unchanged. */
export const latinDigitsOf = (value: unknown): unknown => (typeof value === 'string' ? toLatinDigits(value) : value);
