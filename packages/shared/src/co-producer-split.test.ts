import { describe, expect, it } from 'vitest';
import { splitSale } from './co-producer-split';

describe('splitSale', () => {
  it.each([
    // amount paid, co-producers' percents, their paisa, the lead's paisa
    [500_037, [], [], 500_037],
    [500_037, [50], [250_018], 250_019],
    [100_001, [33, 33], [33_000, 33_000], 34_001],
    [99, [1, 1, 1], [0, 0, 0], 99],
    [1_000_000, [100], [1_000_000], 0],
    [250_013, [30, 20], [75_003, 50_002], 125_008],
  ])('%i paisa at %j %% owes %j, the lead keeps %i', (amount, percents, owed, lead) => {
    const { shares, leadPaisa } = splitSale(
      amount,
      percents.map((sharePercent) => ({ sharePercent })),
    );
    expect(shares.map((share) => share.amountPaisa)).toEqual(owed);
    expect(leadPaisa).toBe(lead);
    expect(leadPaisa + shares.reduce((sum, share) => sum + share.amountPaisa, 0)).toBe(amount);
  });
});
