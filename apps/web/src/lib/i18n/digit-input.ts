import { toLatinDigits } from '@beatpasal/shared/digits';

const DIGIT_MODES = new Set(['numeric', 'decimal', 'tel']);
const setNativeValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;

/**
 * Fields that take digits (inputmode numeric, decimal or tel, or `data-latin-digits`) turn the
 * Devanagari digits of a Nepali keyboard into Latin ones as they are typed. Runs in the capture
 * phase, before React reads the value; the native setter keeps React's change tracking intact.
 */
export function normaliseDigitInput(event: Event): void {
  const field = event.target;
  if (!(field instanceof HTMLInputElement)) return;
  if (!DIGIT_MODES.has(field.inputMode) && field.dataset.latinDigits === undefined) return;
  const latin = toLatinDigits(field.value);
  if (latin === field.value) return;
  const caret = field.selectionStart;
  setNativeValue?.call(field, latin);
  // Each Devanagari digit is one UTF-16 unit, like its Latin one, so the caret stays where it was.
  if (caret !== null) field.setSelectionRange(caret, caret);
}
