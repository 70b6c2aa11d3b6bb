import { beforeEach, describe, expect, it } from 'vitest';
import { addToVisitorCart, clearVisitorCart, readVisitorCart } from './visitor-cart';

const lease = (trackId: string) => ({ trackId, licenceKind: 'lease' as const });

describe('the visitor’s cart in this browser', () => {
  beforeEach(() => localStorage.clear());

  it('keeps each licence once, in the order added, until cleared', () => {
    expect(addToVisitorCart(lease('a'))).toBe(true);
    expect(addToVisitorCart(lease('b'))).toBe(true);
    expect(addToVisitorCart(lease('a'))).toBe(true);
    expect(readVisitorCart()).toEqual([lease('a'), lease('b')]);
    clearVisitorCart();
    expect(readVisitorCart()).toEqual([]);
  });

  it('reads an edited or broken value as an empty cart, and drops items that are not licences', () => {
    localStorage.setItem('beatpasal.visitor-cart', '{not json');
    expect(readVisitorCart()).toEqual([]);
    localStorage.setItem('beatpasal.visitor-cart', JSON.stringify([lease('a'), { trackId: 'b', licenceKind: 'x' }, 7]));
    expect(readVisitorCart()).toEqual([lease('a')]);
  });

  it('holds at most 50 licences', () => {
    for (let n = 0; n < 50; n += 1) addToVisitorCart(lease(`t${n}`));
    expect(addToVisitorCart(lease('one-more'))).toBe(false);
    expect(readVisitorCart()).toHaveLength(50);
  });
});
