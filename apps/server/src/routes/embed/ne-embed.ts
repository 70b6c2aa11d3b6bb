import type { TEmbedTexts } from './en-embed';

/** Nepali strings of the embedded player, in the shape of en-embed.ts. */
export const embedNe: TEmbedTexts = {
  player: 'Beatpasal प्लेयर',
  trackPageTitle: '{artist} को {title} · Beatpasal',
  artistPageTitle: '{artist} · Beatpasal',
  play: '{title} बजाउनुहोस्',
  pause: '{title} रोक्नुहोस्',
  seek: '{title} मा समय सार्नुहोस्',
  position: '{total} मध्ये {current}',
  buy: 'Beatpasal मा किन्नुहोस्',
  buyTrack: '{title} Beatpasal मा किन्नुहोस्',
  latest: 'पछिल्ला बिटहरू',
  noTracks: 'बजाउन अझै कुनै बिट छैन।',
  morePage: 'Beatpasal मा सबै बिटहरू',
  playFailed: 'यो प्रिभ्यु बज्न सकेन। कृपया फेरि प्रयास गर्नुहोस्।',
  notFoundTitle: 'उपलब्ध छैन · Beatpasal',
  notFound: 'यो बिट वा कलाकार Beatpasal मा उपलब्ध छैन।',
  visit: 'Beatpasal मा जानुहोस्',
};
