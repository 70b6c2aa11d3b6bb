/**
 * What /strikes and the takedown notice on /dispute say: a member's warnings, the copyright notices
 * about an artist's tracks, and the notice form. A chunk loaded with those two routes.
 */
export const noticesEn = {
  strikes: {
    title: 'Your warnings',
    intro: 'Warnings an administrator gave your account. You may appeal each warning once.',
    loading: 'Loading your warnings...',
    empty: 'You have no warnings.',
    given: 'Given {date}',
    appealLabel: 'Your appeal',
    appeal: 'Send appeal',
    appealed: 'Appealed {date}: {appeal}',
    appealSent: 'Your appeal was sent to the administrators.',
    withdrawn: 'Withdrawn after your appeal: {note}',
    upheld: 'Kept after your appeal: {note}',
  },
  takedowns: {
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
  takedownForm: {
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
