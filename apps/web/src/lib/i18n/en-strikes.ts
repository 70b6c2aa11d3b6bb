/** /strikes: a member's warnings and their appeals. A chunk loaded with that route; the admins' appeal queue is in en-admin-strikes.ts. */
export const strikesEn = {
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
} as const;
