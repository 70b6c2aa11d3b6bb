/** /admin/appeals: warnings (strikes) people appealed, upheld or withdrawn. Part of the admin chunk. */
export const adminStrikesEn = {
  title: 'Appeals',
  intro:
    'Warnings people appealed. Uphold or withdraw each one; a withdrawn warning stops counting and the person gets your note.',
  states: { pending: 'Pending', decided: 'Decided' },
  loading: 'Loading appeals...',
  empty: 'No appeals here.',
  who: { one: '{email}, {count} warning that counts', other: '{email}, {count} warnings that count' },
  warning: 'Warning',
  appeal: 'Appeal',
  uphold: 'Uphold warning',
  withdraw: 'Withdraw warning',
  decisions: { upheld: 'Upheld', withdrawn: 'Withdrawn' },
} as const;
