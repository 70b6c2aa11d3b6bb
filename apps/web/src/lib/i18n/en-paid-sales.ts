/**
 * A paid sale stays paid (decision 066): the Mark as Paid confirmation with what it closes and the
 * refunds, the artist accepting a dispute, and a revoked licence on the buyer's side. Merged into
 * `en` under `paidSales`.
 */
export const paidSalesEn = {
  markPaid: {
    title: 'Mark as Paid: {track} ({reference})',
    intro: 'Check your wallet statement for {amount} with reference {reference} before you confirm.',
    loading: 'Checking what this sale closes...',
    closesNothing: 'No other order closes.',
    closesIntro: 'This is an exclusive sale. Marking it as paid closes these other orders for this track:',
    proofIn: 'Payment proof sent {date}: this buyer may have paid',
    noProof: 'Not paid yet: nothing to refund',
    refund: 'Refund to {buyer}',
    refundHint: 'From 0 to {amount}. The buyer is told, it goes into the refunds register, and they can dispute it.',
    confirm: 'Mark as Paid',
    cancel: 'Cancel',
  },
  dispute: {
    open: 'Dispute open: {reason}',
    accept: 'Accept dispute',
    title: 'Accept the dispute: {track} ({reference})',
    buyerSays: 'The buyer says: “{message}”',
    revokeIntro:
      'Accepting revokes this sale: the buyer’s downloads close, the licence agreement stays with them marked revoked, and an exclusive goes back on sale.',
    refundIntro: 'Accepting states a new refund for this order; the buyer confirms it when it arrives.',
    refund: 'Refund to the buyer',
    refundHint: 'From 0 to {amount}.',
    note: 'Note to the buyer',
    noteHint: 'What you are refunding, and when.',
    confirm: 'Accept and state the refund',
    cancel: 'Cancel',
    done: 'Dispute accepted. The buyer has been told.',
  },
  revoked: {
    title: 'Licence revoked',
    on: 'Revoked on {date}: {reason}',
  },
  card: {
    sale: 'Sale {reference}',
  },
} as const;
