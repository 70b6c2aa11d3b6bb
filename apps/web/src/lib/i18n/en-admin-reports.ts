/** /admin/reports: the report queue and what an administrator does about a report. Part of the admin chunk. */
export const adminReportsEn = {
  title: 'Reports',
  intro:
    'Reports from members, newest first. Act on the target or dismiss the report; your reason goes to the person affected.',
  statuses: { open: 'Open', actioned: 'Actioned', dismissed: 'Dismissed' },
  loading: 'Loading reports...',
  empty: 'No reports here.',
  loadMore: 'Older reports',
  reportedBy: 'Reported by {email}',
  about: 'About {email}',
  evidence: 'Evidence picture',
  conversation: 'The conversation when it was reported',
  hiddenNow: 'Hidden now',
  reasonLabel: 'Reason shown to the person (required)',
  hide: 'Hide track',
  restore: 'Restore track',
  warn: 'Warn',
  dismiss: 'Dismiss',
  done: 'Done. The action is in the audit log.',
  targets: { track: 'Track', profile: 'Artist profile', conversation: 'Conversation', purchase: 'Purchase' },
} as const;
