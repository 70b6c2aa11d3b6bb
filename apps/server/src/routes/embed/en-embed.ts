/**
 * English strings of the embedded player (decision 080). The page is rendered here on the server,
 * so they live beside it rather than in the web's dictionaries; ne-embed.ts has the same keys.
 */
export const embedEn = {
  player: 'Beatpasal player',
  trackPageTitle: '{title} by {artist} · Beatpasal',
  artistPageTitle: '{artist} · Beatpasal',
  play: 'Play {title}',
  pause: 'Pause {title}',
  seek: 'Seek in {title}',
  position: '{current} of {total}',
  buy: 'Buy on Beatpasal',
  buyTrack: 'Buy {title} on Beatpasal',
  latest: 'Latest beats',
  noTracks: 'No beats to play yet.',
  morePage: 'All beats on Beatpasal',
  playFailed: 'This preview could not be played. Please try again.',
  notFoundTitle: 'Not available · Beatpasal',
  notFound: 'This beat or artist is not available on Beatpasal.',
  visit: 'Go to Beatpasal',
};

export type TEmbedTexts = { [K in keyof typeof embedEn]: string };
