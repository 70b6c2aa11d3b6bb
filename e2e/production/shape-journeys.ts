/**
 * The journeys that run again in the production shape (S3, SMTP, two instances behind a proxy,
 * PostgreSQL): sign-up with the mailed link, the artist profile's images, upload → processing →
 * ready, a master upload resumed after a cut (its chunks reach both instances), playback, artist
 * and track pages, purchases with their races, private proofs and mails, the chat live across both
 * instances, an offer through to an approved purchase, no S3, SMTP or auth secret in anything
 * served, and the administrators' actions (a suspension ends sessions on both instances).
 */
export const SHAPE_JOURNEYS = [
  'accounts-artist.spec.ts',
  'accounts-password.spec.ts',
  'studio-upload.spec.ts',
  'resumable-upload.spec.ts',
  'player.spec.ts',
  'catalogue-browse.spec.ts',
  'library.spec.ts',
  'purchases-lease.spec.ts',
  'purchases-decisions.spec.ts',
  'checkout.spec.ts',
  'messages-chat.spec.ts',
  'offers-negotiate.spec.ts',
  'secrets.spec.ts',
  'admin-moderation.spec.ts',
  'admin-disputes.spec.ts',
  'admin-takedown.spec.ts',
];

/** Layout, axe and client-side checks in those files: they do not depend on where files and mail go. */
export const SHAPE_INDEPENDENT =
  /axe|on a 360 px wide phone|bad input|asked to log in|typo in the bpm|without a valid token/;

/**
 * In CI the PostgreSQL run takes the journeys above in the production shape, so the PGlite run
 * leaves them to it and keeps their shape-independent tests (decision 090). Playwright matches
 * this against the project, the file name and the titles, separated by spaces.
 */
export const LEFT_TO_SHAPE_RUN = new RegExp(
  `^(?!.*(${SHAPE_INDEPENDENT.source})).*(?:^|[ /])(${SHAPE_JOURNEYS.map((file) => file.replaceAll('.', '\\.')).join('|')}) `,
);
