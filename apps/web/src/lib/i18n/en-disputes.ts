/**
 * Disputes as buyers meet them (decision 031): a dispute's reasons and statuses, and the buyer's
 * dialog to open one or confirm a refund. The administrators' pages are in en-admin-disputes.ts.
 */
export const disputesEn = {
  statuses: { open: 'Open', resolved_buyer: 'For the buyer', resolved_artist: 'For the artist', closed: 'Closed' },
  reasons: {
    not_approved: 'Not approved within 3 days',
    rejected_without_refund: 'Rejected without refund',
    closed_without_refund: 'Closed after I paid, refund missing',
    wrong_file: 'Wrong file',
  },
  buyer: {
    openDispute: 'Open a dispute',
    refundAction: 'Refund or dispute',
    title: 'Purchase {reference}',
    loading: 'Loading...',
    frozen: 'This purchase is frozen while one of its accounts is suspended. An administrator will look at it.',
    disputeOpen: 'Your dispute ({reason}) is open since {date}. The administrators will answer by e-mail.',
    lastDecision: 'Last decision ({status}): {note}',
    refundStated: 'The artist stated a refund of {amount}.',
    refundConfirmed: 'You confirmed the refund on {date}.',
    confirmRefund: 'I received the refund',
    refundThanks: 'Thank you. The refund is marked as received.',
    reason: 'Reason',
    message: 'What happened?',
    messageHint: 'The administrators read this with the purchase and your messages with the artist.',
    send: 'Send dispute',
    sent: 'Your dispute was sent to the administrators.',
    close: 'Close',
    nothing: 'There is nothing to dispute on this purchase right now.',
  },
} as const;
