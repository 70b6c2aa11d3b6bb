/**
 * Moderation strings a member may meet on any page: the Admin link, the report dialog and an
 * unavailable track. The admin area's strings (en-admin.ts) and those of /strikes and /dispute
 * (en-notices.ts) are chunks loaded with their routes.
 */
export const moderationEn = {
  adminLink: 'Admin',
  report: {
    open: 'Report',
    titles: {
      track: 'Report this track',
      profile: 'Report this artist',
      conversation: 'Report this conversation',
      purchase: 'Report this purchase',
    },
    intro: 'Tell the administrators what is wrong. They review every report.',
    reason: 'Reason',
    reasons: {
      copyright: 'Copyright',
      offensive: 'Offensive',
      scam: 'Scam or fake payment',
      spam: 'Spam',
      other: 'Other',
    },
    details: 'Details (optional)',
    evidence: 'Evidence picture (optional)',
    cancel: 'Cancel',
    submit: 'Send report',
    done: 'Thank you. The administrators will look at your report.',
  },
  public: {
    trackUnavailable: 'This track is unavailable.',
    trackUnavailableBody: 'An administrator has taken this track down while a report about it is reviewed.',
  },
} as const;
