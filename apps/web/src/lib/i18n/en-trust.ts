/**
 * Suspension, removal, disputes and the refunds register (decision 031) as members meet them: the
 * buyer's dispute and refund actions, and what public pages and the login say about a suspended
 * account. The administrators' pages are in en-admin-trust.ts, part of the admin chunk.
 */
export const trustEn = {
  disputes: {
    statuses: { open: 'Open', resolved_buyer: 'For the buyer', resolved_artist: 'For the artist', closed: 'Closed' },
    reasons: {
      not_approved: 'Not approved within 3 days',
      rejected_without_refund: 'Rejected without refund',
      closed_without_refund: 'Closed after I paid, refund missing',
      wrong_file: 'Wrong file',
    },
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
  public: {
    suspended: 'This account is suspended',
    removed: 'This account was removed',
    body: 'Its profile and tracks are not available.',
  },
  login: {
    suspended: 'Your account is suspended. Contact support if you think this is a mistake.',
    removed: 'Your account was removed for breaking the rules. Contact support if you think this is a mistake.',
  },
} as const;
