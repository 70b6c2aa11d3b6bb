import type { TStrikesMessagesShape } from './translate';

/** /strikes का नेपाली पाठ: सदस्यका चेतावनी र पुनरावेदन; त्यो पृष्ठसँगै लोड हुन्छ। */
export const strikesNe: TStrikesMessagesShape = {
  title: 'तपाईंका चेतावनीहरू',
  intro: 'प्रशासकले तपाईंको खातालाई दिएका चेतावनीहरू। हरेक चेतावनीमा एक पटक पुनरावेदन गर्न सक्नुहुन्छ।',
  loading: 'तपाईंका चेतावनीहरू लोड हुँदैछन्...',
  empty: 'तपाईंलाई कुनै चेतावनी छैन।',
  given: '{date} मा दिइएको',
  appealLabel: 'तपाईंको पुनरावेदन',
  appeal: 'पुनरावेदन पठाउनुहोस्',
  appealed: '{date} मा पुनरावेदन गरिएको: {appeal}',
  appealSent: 'तपाईंको पुनरावेदन प्रशासकहरूलाई पठाइयो।',
  withdrawn: 'तपाईंको पुनरावेदनपछि फिर्ता लिइयो: {note}',
  upheld: 'तपाईंको पुनरावेदनपछि पनि कायम राखियो: {note}',
};
