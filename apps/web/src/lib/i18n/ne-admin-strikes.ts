import type { TAdminMessagesShape } from './translate';

/** /admin/appeals: मानिसहरूले पुनरावेदन गरेका चेतावनी; प्रशासन खण्डसँगै लोड हुन्छ। */
export const adminStrikesNe: TAdminMessagesShape['strikes'] = {
  title: 'पुनरावेदनहरू',
  intro:
    'मानिसहरूले पुनरावेदन गरेका चेतावनीहरू। हरेकलाई कायम राख्नुहोस् वा फिर्ता लिनुहोस्; फिर्ता लिइएको चेतावनी गनिँदैन र व्यक्तिले तपाईंको टिप्पणी पाउनुहुन्छ।',
  states: { pending: 'विचाराधीन', decided: 'निर्णय भएको' },
  loading: 'पुनरावेदनहरू लोड हुँदैछन्...',
  empty: 'यहाँ कुनै पुनरावेदन छैन।',
  who: { one: '{email}, गनिने {count} चेतावनी', other: '{email}, गनिने {count} चेतावनी' },
  warning: 'चेतावनी',
  appeal: 'पुनरावेदन',
  uphold: 'चेतावनी कायम राख्नुहोस्',
  withdraw: 'चेतावनी फिर्ता लिनुहोस्',
  decisions: { upheld: 'कायम', withdrawn: 'फिर्ता' },
};
