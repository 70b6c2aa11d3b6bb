import { describe, expect, it } from 'vitest';
import { parseRupees } from './parse-rupees';

describe('parseRupees', () => {
  it.each([
    ['25000', 25000],
    ['25,000', 25000],
    ['1,00,000', 100000],
    [' 4 500 ', 4500],
    ['२५,०००', 25000],
    ['0', 0],
  ])('reads %s as %i', (text, expected) => {
    expect(parseRupees(text)).toBe(expected);
  });

  it.each(['', 'abc', '12.5', '-300', '1e5', '25k'])('refuses %s', (text) => {
    expect(parseRupees(text)).toBeNull();
  });
});
