import { describe, expect, it } from 'vitest';
import { toLatinDigits } from './digits';
import { normaliseNepaliMobile } from './phone';
import { ZFeedQuery } from './schemas/catalogue';
import { ZProofFields } from './schemas/purchases';

describe('Devanagari digits as typed on a Nepali keyboard', () => {
  it('become Latin digits', () => {
    expect(toLatinDigits('१,००,०००')).toBe('1,00,000');
    expect(toLatinDigits('abc')).toBe('abc');
  });

  it('are accepted in a phone number, a transaction id and the BPM and price filters', () => {
    expect(normaliseNepaliMobile('९८४१२३४५६७')).toBe('+9779841234567');
    expect(ZProofFields.parse({ wallet: 'esewa', transactionId: '0abcd१२३४' }).transactionId).toBe('0ABCD1234');
    const query = ZFeedQuery.parse({ bpmMin: '९०', bpmMax: '१४०', priceMin: '५००' });
    expect(query).toMatchObject({ bpmMin: 90, bpmMax: 140, priceMin: 500 });
  });
});
