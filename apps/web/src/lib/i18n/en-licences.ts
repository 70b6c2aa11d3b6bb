/** English strings of the public licence check (/licence/{code}, decision 067); merged into `en` under `licences`. */
export const licencesEn = {
  link: 'Check this licence',
  check: {
    title: 'Licence check',
    code: 'Licence code',
    loading: 'Checking the licence...',
    notFoundTitle: 'No licence has this code',
    notFoundBody:
      'Check the code printed on the agreement, under its title and beside the QR code. It reads like BPL-7K3Q9-XM2FD.',
    failed: 'The licence could not be checked.',
    retry: 'Try again',
    status: {
      valid: 'Valid',
      expired: 'Expired',
      revoked: 'Revoked',
    },
    statusLine: {
      valid: 'The artist confirmed the payment and issued this licence agreement. It is in force.',
      validUntil:
        'The artist confirmed the payment and issued this licence agreement. The lease is in force until {date}.',
      expired: 'The lease ended on {date}. The buyer may no longer release new work under it.',
      revoked: 'This licence was revoked on {date}: the sale was undone after a dispute.',
    },
    factsHeading: 'What the agreement says',
    track: 'Track',
    artist: 'Artist',
    licensee: 'Licensee',
    licence: 'Licence',
    terms: 'Terms set by the artist',
    streams: 'Audio streams',
    streamsUpTo: 'Up to {count}',
    noLimit: 'No limit stated',
    files: 'Files delivered',
    term: 'Term',
    perpetual: 'Perpetual',
    leaseDays: { one: '{count} day from the date of issue', other: '{count} days from the date of issue' },
    issued: 'Issued',
    expires: 'Lease ends',
    byline: '{name} (@{username})',
    bothCalendars: '{ad} AD ({bs} BS)',
    adOnly: '{ad} AD',
    privacy:
      'This page shows only what the agreement states about the licence. The buyer’s contact details, the price and the payment are never shown.',
  },
} as const;
