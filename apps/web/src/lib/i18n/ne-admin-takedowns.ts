import type { TAdminMessagesShape } from './translate';

/** /admin/takedowns: प्रतिलिपि अधिकारका सूचना, कलाकारको जवाफ र निर्णय; प्रशासन खण्डसँगै लोड हुन्छ। */
export const adminTakedownsNe: TAdminMessagesShape['takedowns'] = {
  title: 'प्रतिलिपि अधिकार टेकडाउनहरू',
  intro:
    'विवाद पृष्ठमा दिइएका सूचनाहरू। तपाईंले फर्काउने वा सधैंका लागि हटाउने नगरेसम्म ट्र्याक लुकेको रहन्छ; कलाकार र दाबीकर्ताले तपाईंको टिप्पणी पाउनुहुन्छ।',
  statuses: { pending: 'विचाराधीन', restored: 'फर्काइएको', removed: 'हटाइएको' },
  loading: 'सूचनाहरू लोड हुँदैछन्...',
  empty: 'यहाँ कुनै सूचना छैन।',
  claimant: '{name} <{email}> बाट, "{signature}" हस्ताक्षर',
  artist: 'कलाकार: {email}',
  work: 'मौलिक रचना',
  answer: 'कलाकारको जवाफ',
  noAnswer: 'कलाकारले अहिलेसम्म जवाफ दिनुभएको छैन।',
  restore: 'ट्र्याक फर्काउनुहोस्',
  remove: 'ट्र्याक हटाउनुहोस्',
};
