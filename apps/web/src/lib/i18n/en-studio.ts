/** English strings of the artist studio (upload, edit, dashboard tracks, player); merged into `en` under `studio`. */
export const studioEn = {
  title: 'Studio',
} as const;
