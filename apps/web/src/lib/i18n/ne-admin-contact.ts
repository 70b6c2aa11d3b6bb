import type { TAdminMessagesShape } from './translate';

/** /admin/contact: सम्पर्क फारमका सन्देश, जवाफ दिएपछि सम्हालिएको चिन्ह; प्रशासन खण्डसँगै लोड हुन्छ। */
export const adminContactNe: TAdminMessagesShape['contact'] = {
  title: 'सम्पर्क सन्देशहरू',
  intro: 'सम्पर्क फारमका सन्देशहरू, नयाँ पहिले, स्क्रिनसटसहित। जवाफ दिएपछि हरेकलाई सम्हालिएको चिन्ह लगाउनुहोस्।',
  states: { open: 'खुला', handled: 'सम्हालिएको' },
  loading: 'सन्देशहरू लोड हुँदैछन्...',
  empty: 'यहाँ कुनै सन्देश छैन।',
  from: '{name} (@{username}), {phone}',
  account: '{email} को रूपमा लगइन',
  screenshot: 'स्क्रिनसट',
  handle: 'सम्हालिएको चिन्ह लगाउनुहोस्',
  categories: { account: 'खाता', purchase: 'खरिद', copyright: 'प्रतिलिपि अधिकार', others: 'अन्य' },
};
