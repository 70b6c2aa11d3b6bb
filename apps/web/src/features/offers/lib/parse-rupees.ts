const DEVANAGARI_ZERO = '०'.codePointAt(0)!;

/**
 * A price as typed: Latin or Devanagari digits, with or without grouping commas and spaces
 * (25000, 25,000, २५,०००). Null for anything that is not a whole number of rupees.
 */
export function parseRupees(text: string): number | null {
  const latin = text.replace(/[०-९]/g, (digit) => String(digit.codePointAt(0)! - DEVANAGARI_ZERO));
  const compact = latin.replace(/[\s,]/g, '');
  if (!/^\d{1,12}$/.test(compact)) return null;
  return Number(compact);
}
