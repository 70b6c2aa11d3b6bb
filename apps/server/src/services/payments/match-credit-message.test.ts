import { describe, expect, it } from 'vitest';
import { parseCreditMessage, parseCreditMessages } from '@beatpasal/shared/payments/credit-messages';
import type { TOpenOrder } from '../../db/repositories/credit-messages-repository';
import { isExactMatch, matchCreditMessage, matchCreditMessages } from './match-credit-message';

const order = (reference: string, amountPaisa: number, extra: Partial<TOpenOrder> = {}): TOpenOrder => ({
  purchaseId: `id-${reference}`,
  reference,
  buyerUsername: `buyer_${reference.slice(3).toLowerCase()}`,
  amountPaisa,
  status: 'pending',
  walletTransactionId: null,
  ...extra,
});

const ORDERS = [
  order('BP-7K3Q9', 150037),
  order('BP-2M4N6', 150012, { status: 'awaiting_payment' }),
  order('BP-8P9R2', 500045, { walletTransactionId: '0A1B2C3D' }),
];
const context = { orders: ORDERS, usedRrns: new Set(['433800000001']) };
const match = (text: string, overrides = {}) =>
  matchCreditMessage(parseCreditMessage(text), { ...context, ...overrides });
const refs = (m: ReturnType<typeof match>) => m.candidates.map((c) => c.reference);

describe('matching a credit message with the artist’s open orders', () => {
  it.each([
    ['Rs. 1,500.37 received from 98XXXXXX21 for RRN 123456789012', 'matched', null, ['BP-7K3Q9'], ['amount']],
    ['Rs. 1,500.12 received from 98XXXXXX21 for RRN 123456789013', 'matched', null, ['BP-2M4N6'], ['amount']],
    [
      'You have received Rs 5,000.45 from Gita. Txn ID: 0a1b2c3d. eSewa',
      'matched',
      null,
      ['BP-8P9R2'],
      ['amount', 'transaction_id'],
    ],
    [
      'You have received Rs 4,000 from Gita. Txn ID: 0A1B2C3D. eSewa',
      'ambiguous',
      'amount_differs',
      ['BP-8P9R2'],
      ['transaction_id'],
    ],
    [
      'Khalti: You have received Rs 1,500.37 from Hari. Remarks BP-7K3Q9',
      'matched',
      null,
      ['BP-7K3Q9'],
      ['amount', 'reference'],
    ],
    [
      'Khalti: You have received Rs 1,500.37 from Hari. Txn ID 0A1B2C3D Remarks BP-7K3Q9',
      'ambiguous',
      'several_orders',
      ['BP-8P9R2', 'BP-7K3Q9'],
      [],
    ],
    ['Rs 1,500 received from 98XXXXXX21 RRN 123456789014', 'ambiguous', 'rupees_only', ['BP-7K3Q9', 'BP-2M4N6'], []],
    ['Rs 2,222.22 received from 98XXXXXX21 RRN 123456789015', 'unmatched', 'no_pending_order', [], []],
    ['Rs 1,500.37 received from 98XXXXXX21 RRN 433800000001', 'unmatched', 'rrn_used', [], []],
    ['Your A/C 01XX4567 has been credited. NIC ASIA', 'unmatched', 'no_amount', [], []],
    ['Your A/C 01XX4567 is debited by NPR 1,500.37. NIC ASIA', 'unmatched', 'debit', [], []],
  ] as const)('%s → %s %s', (text, outcome, reason, references, matchedBy) => {
    const m = match(text);
    expect([m.outcome, m.reason, refs(m), m.matchedBy]).toEqual([outcome, reason, references, matchedBy]);
  });

  it('is ambiguous when two open orders carry the same amount (a race the unique index should prevent)', () => {
    const m = match('Rs 1,500.37 received RRN 123456789016', { orders: [...ORDERS, order('BP-9X9X9', 150037)] });
    expect([m.outcome, m.reason, refs(m)]).toEqual(['ambiguous', 'several_orders', ['BP-7K3Q9', 'BP-9X9X9']]);
  });

  it('counts a message pasted twice once', () => {
    const paste =
      'Rs. 1,500.37 received from 98XXXXXX21 for RRN 123456789012\n\nRs. 1,500.37 received from 98XXXXXX21 for RRN 123456789012';
    expect(matchCreditMessages(parseCreditMessages(paste), context).map((m) => [m.outcome, m.reason])).toEqual([
      ['matched', null],
      ['unmatched', 'repeated'],
    ]);
  });

  it('calls exact only one order, the amount to the paisa, and an RRN', () => {
    expect(isExactMatch(match('Rs. 1,500.37 received from 98XXXXXX21 for RRN 123456789012'))).toBe(true);
    expect(isExactMatch(match('Rs. 1,500.37 received from 98XXXXXX21'))).toBe(false);
    expect(isExactMatch(match('Rs 1,500 received from 98XXXXXX21 RRN 123456789014'))).toBe(false);
  });
});
