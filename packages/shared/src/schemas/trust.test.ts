import { describe, expect, it } from 'vitest';
import { disputeReasonsFor, isRefundOverdue } from './trust';

const DAY = 86_400_000;
const NOW = new Date('2026-11-24T12:00:00Z');
const ago = (days: number) => new Date(NOW.getTime() - days * DAY);

describe('disputeReasonsFor', () => {
  it.each([
    ['awaiting_payment', null, []],
    ['pending', ago(2.9), []],
    ['pending', ago(3), ['not_approved']],
    ['rejected', ago(1), ['rejected_without_refund']],
    ['approved', ago(1), ['wrong_file']],
    ['closed', ago(10), ['closed_without_refund']],
    ['closed', null, []],
    ['expired', null, []],
  ] as const)('%s, proof sent %s → %j', (status, submittedAt, expected) => {
    expect(disputeReasonsFor({ status, submittedAt }, NOW)).toEqual(expected);
  });
});

describe('isRefundOverdue', () => {
  it('is overdue from 7 days after the rejection until the buyer confirms', () => {
    expect(isRefundOverdue(ago(6.9), null, NOW)).toBe(false);
    expect(isRefundOverdue(ago(7), null, NOW)).toBe(true);
    expect(isRefundOverdue(ago(30), ago(1), NOW)).toBe(false);
  });
});
