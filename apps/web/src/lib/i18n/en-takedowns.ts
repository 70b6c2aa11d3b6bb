/**
 * Copyright takedowns outside the admin area: the notice form on /dispute (`form`) and, on /strikes,
 * the notices about an artist's tracks with their answers (`list`). A chunk loaded with those two
 * routes; the admins' takedown queue is in en-admin-takedowns.ts.
 */
export const takedownsEn = {
  list: {
    title: 'Copyright notices about your tracks',
    intro: 'A track with a pending notice is hidden until an administrator decides. You may answer each notice once.',
    notice: '{claimant} says "{title}" copies: {work}',
    statuses: { pending: 'Under review', restored: 'Restored', removed: 'Removed' },
    answerLabel: 'Your answer (counter-statement)',
    answer: 'Send answer',
    answered: 'Your answer: {answer}',
    answerSent: 'Your answer was sent to the administrators.',
    decisionNote: 'Administrator note: {note}',
  },
  form: {
    title: 'File a copyright takedown notice',
    intro:
      'If a track on Beatpasal copies your work, tell us here. The track is hidden while an administrator reviews your notice, and its artist may answer.',
    claimantName: 'Your full name',
    contactEmail: 'Your e-mail address',
    originalWork: 'Your original work (what it is and where it was published)',
    trackUrl: 'Link to the track on Beatpasal',
    goodFaith:
      'I believe in good faith that this use of my work is not authorised by me, my agent or the law, and the information in this notice is accurate.',
    signature: 'Signature (type your full name)',
    submit: 'Send notice',
    sending: 'Sending...',
    received: 'Your notice was received. The track is hidden while an administrator reviews it.',
  },
} as const;
