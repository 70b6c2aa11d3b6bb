import { randomInt } from 'node:crypto';

/** No 0/O, 1/I: a buyer types this into a wallet remark from a phone screen. */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
const LENGTH = 5;

/** A short order reference such as `BP-7K3Q9` (32⁵ ≈ 33 million; the unique index catches the rare repeat). */
export function newOrderReference(): string {
  let code = '';
  for (let i = 0; i < LENGTH; i += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return `BP-${code}`;
}
