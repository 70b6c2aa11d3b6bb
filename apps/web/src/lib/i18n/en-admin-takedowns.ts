/** /admin/takedowns: copyright notices, the artist's answer and the decision. Part of the admin chunk. */
export const adminTakedownsEn = {
  title: 'Copyright takedowns',
  intro:
    'Notices filed on the dispute page. The track stays hidden until you restore it or remove it for good; the artist and the claimant get your note.',
  statuses: { pending: 'Pending', restored: 'Restored', removed: 'Removed' },
  loading: 'Loading notices...',
  empty: 'No notices here.',
  claimant: 'From {name} <{email}>, signed "{signature}"',
  artist: 'Artist: {email}',
  work: 'Original work',
  answer: "The artist's answer",
  noAnswer: 'The artist has not answered yet.',
  restore: 'Restore track',
  remove: 'Remove track',
} as const;
