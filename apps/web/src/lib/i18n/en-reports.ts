/**
 * Reports as members meet them on any page: the report dialog, and a track an administrator hid
 * while a report about it is reviewed. The administrators' report queue is in en-admin-reports.ts.
 */
export const reportsEn = {
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
  hiddenTrack: {
    title: 'This track is unavailable.',
    body: 'An administrator has taken this track down while a report about it is reviewed.',
  },
} as const;
